import { useMatches } from 'react-router';
import type { PageHeadBuilder } from './routes/page-heads.js';

export const LAYOUTS = ['default', 'order', 'ostrovok', 'tax-deduction'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Route meta, kept in each route's `handle` (SPEC §2, §4). */
export interface RouteMeta {
  layout?: LayoutName;
  whiteBg?: boolean;
  requiresAuth?: boolean;
  corporateHeader?: boolean;
  /** The not-found page: the server answers it with status 404. */
  notFound?: boolean;
  /** The page's own <head> for search engines and link previews, written by the server. */
  head?: PageHeadBuilder;
}

export interface ResolvedRouteMeta {
  layout: LayoutName;
  whiteBg: boolean;
  requiresAuth: boolean;
  corporateHeader: boolean;
}

function asMeta(handle: unknown): RouteMeta {
  return handle && typeof handle === 'object' ? (handle as RouteMeta) : {};
}

/**
 * Matched handles from the root to the deepest route: the deepest route that says something about
 * layout, whiteBg or corporateHeader wins; sign-in is required when any matched route requires it.
 */
export function resolveRouteMeta(handles: readonly unknown[]): ResolvedRouteMeta {
  const resolved: ResolvedRouteMeta = {
    layout: 'default',
    whiteBg: false,
    requiresAuth: false,
    corporateHeader: false,
  };
  for (const handle of handles) {
    const meta = asMeta(handle);
    if (meta.layout !== undefined) resolved.layout = meta.layout;
    if (meta.whiteBg !== undefined) resolved.whiteBg = meta.whiteBg;
    if (meta.corporateHeader !== undefined) resolved.corporateHeader = meta.corporateHeader;
    if (meta.requiresAuth) resolved.requiresAuth = true;
  }
  return resolved;
}

export function useRouteMeta(): ResolvedRouteMeta {
  return resolveRouteMeta(useMatches().map((match) => match.handle));
}
