import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { Language } from '../../../../shared/constants.js';
import type { CabinetReports } from '../../../../shared/schemas/cabinet-reports.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { buildUrl, get } from '../../../lib/http.js';

/* An event's reports in the cabinet (issue 18 item 9, shared/schemas/cabinet-reports.ts); only types from zod. */

/** The period as the page keeps it in its URL (`?from=&to=`, "YYYY-MM-DD"); empty: open. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const reportsPath = (code: string) => `/api/cabinet/events/${encodeURIComponent(code)}/reports`;

const periodQuery = (period: ReportPeriod, language: Language) => ({
  language,
  from: period.from || undefined,
  to: period.to || undefined,
});

export function cabinetReportsQueryOptions(code: string, period: ReportPeriod, language: Language) {
  return queryOptions({
    meta: { quietErrors: true },
    queryKey: ['cabinet', 'reports', code, period.from, period.to, language] as const,
    queryFn: ({ signal }) =>
      get<CabinetReports>(reportsPath(code), { query: periodQuery(period, language), signal }),
  });
}

export function useCabinetReports(code: string, period: ReportPeriod) {
  useTranslation();
  return useQuery(cabinetReportsQueryOptions(code, period, currentLanguage()));
}

/** The report as a CSV file, for the period shown. */
export function reportsCsvUrl(code: string, period: ReportPeriod, language: Language): string {
  return buildUrl(`${reportsPath(code)}.csv`, periodQuery(period, language));
}
