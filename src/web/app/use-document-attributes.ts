import { useLayoutEffect } from 'react';
import type { ResolvedRouteMeta } from './route-meta.js';

/** `data-layout` follows the route's layout; whiteBg sets `data-bg="white"` or removes it. */
export function useDocumentAttributes({ layout, whiteBg }: ResolvedRouteMeta): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.layout = layout;
    if (whiteBg) root.dataset.bg = 'white';
    else delete root.dataset.bg;
  }, [layout, whiteBg]);
}
