import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { eventQueryOptions } from '../../features/event/api/get-event.js';
import { seriesQueryOptions } from '../../features/series/api/get-series.js';
import { i18n } from '../../i18n/i18n.js';
import type { Language } from '../../../shared/constants.js';
import {
  clubsHead as clubsPageHead,
  eventHead as eventPageHead,
  seriesHead as seriesPageHead,
  type PageHead,
} from '../../../shared/seo/page-head.js';

/*
 * The title, description, Open Graph and JSON-LD the server writes into a page's <head> for search engines
 * and link previews, built from the data its route's loader read (a route names its builder in `handle`).
 */

export interface HeadContext {
  queryClient: QueryClient;
  params: Params;
  /** `https://host` of the request. */
  origin: string;
  /** The page's path, without its query. */
  path: string;
  language: Language;
  /** The tenant's site name. */
  site: string;
}

export type PageHeadBuilder = (context: HeadContext) => PageHead | null;

export const eventHead: PageHeadBuilder = ({ queryClient, params, origin, path, language, site }) => {
  const event = queryClient.getQueryData(eventQueryOptions(params['code'] ?? '', language).queryKey);
  return event ? eventPageHead(event, origin, path, language, site) : null;
};

export const seriesHead: PageHeadBuilder = ({ queryClient, params, origin, path, language, site }) => {
  const code = params['seriesCode'] ?? '';
  const series = queryClient.getQueryData(seriesQueryOptions(code, language).queryKey);
  return series ? seriesPageHead(series, origin, path, language, site) : null;
};

export const clubsHead: PageHeadBuilder = ({ origin, language, site }) =>
  clubsPageHead(origin, language, site);

/**
 * /tax-deduction (issue 19): its title and lead, from the screen's own catalog — loaded with the screen
 * before the head is written — so the entry every route shares carries none of its texts.
 */
export const taxDeductionHead: PageHeadBuilder = ({ origin, language, site }) => {
  const t = i18n.getFixedT(language);
  return {
    title: `${t('taxDeduction.title')} — ${site}`,
    description: t('taxDeduction.lead'),
    canonical: `${origin}/tax-deduction`,
    ogType: 'website',
    locale: language,
  };
};
