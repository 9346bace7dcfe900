import { Suspense, type ReactNode } from 'react';

/**
 * A lower section of a long page, in a Suspense boundary of its own: React's hydration then brings each
 * section to life as a unit of its own, yielding to the browser in between (and first to the section a
 * visitor taps: selective hydration), so no task of the page's start is long. The server renders it with
 * the page; the fallback is never seen there.
 */
export function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
