import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { CorpReports } from '../../../../shared/schemas/corp-reports.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { buildUrl, get } from '../../../lib/http.js';

/* A company's reports in the corporate cabinet (issue 19 item 8, shared/schemas/corp-reports.ts); only types from zod. */

/** The filters as the page keeps them in its URL (`?from=&to=&event=`); empty: open. */
export interface CorpReportFilters {
  from: string;
  to: string;
  event: string;
}

export type CorpReportFileTable = 'participants' | 'spend';
export type CorpReportFileFormat = 'csv' | 'xlsx';

const reportsPath = (companyId: number) => `/api/corp/companies/${companyId}/reports`;

const filtersQuery = (filters: CorpReportFilters, language: Language) => ({
  language,
  from: filters.from || undefined,
  to: filters.to || undefined,
  event: filters.event || undefined,
});

export function corpReportsQueryOptions(companyId: number, filters: CorpReportFilters, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: ['corp', 'reports', companyId, filters.from, filters.to, filters.event, language] as const,
    queryFn: ({ signal }) =>
      get<CorpReports>(reportsPath(companyId), { query: filtersQuery(filters, language), signal }),
    // a new filter keeps the last tables on screen until its answer comes
    placeholderData: keepPreviousData,
  });
}

export function useCorpReports(companyId: number, filters: CorpReportFilters) {
  useTranslation();
  return useQuery(corpReportsQueryOptions(companyId, filters, currentLanguage()));
}

/** A table of the report as a file, for the filters shown. */
export function corpReportFileUrl(
  companyId: number,
  table: CorpReportFileTable,
  format: CorpReportFileFormat,
  filters: CorpReportFilters,
  language: Language,
): string {
  return buildUrl(`${reportsPath(companyId)}/${table}.${format}`, filtersQuery(filters, language));
}
