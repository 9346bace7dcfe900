import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/*
 * A part of a screen whose code loads after the screen's own (issue 13, ADR 006 addendum 2026-11-25): a
 * form, whose react-hook-form, field widgets and submit logic a visitor does not need to see the page. The
 * server renders it into the page's HTML (the renderer waits for every part, ssr/render-page.tsx), so its
 * fields are on screen, and can be typed into, before any script; in the browser the rest of the page
 * hydrates without waiting for it, and React hydrates the part when its chunk has arrived, keeping what
 * was typed (its fields are uncontrolled: a form's defaults must not overwrite them, see the forms).
 * The chunk starts loading when the screen's module is evaluated, beside the screen's texts and data: a
 * signed-in screen that waits for its data anyway (the profile) shows its form no later for it.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown in a browser's own render (a client-side navigation) until the chunk is there. */
  fallback: ReactNode = null,
): ComponentType<P> {
  const loading = typeof window === 'undefined' ? null : load();
  const Part = lazy(async () => ({ default: await (loading ?? load()) }));
  // memo: while the part waits for its chunk, its server HTML is a dehydrated boundary, and a render of
  // the page that reached it (the page's data arriving) would make React drop that HTML and render the
  // part anew, losing what was typed; with the same props the page's renders stop here
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}
