import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';

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
): (props: P) => JSX.Element {
  const loading = typeof window === 'undefined' ? null : load();
  const Part = lazy(async () => ({ default: await (loading ?? load()) }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
