/** Yandex Metrica, loaded only for a tenant with a counter id (no third-party script otherwise). */

export const METRICA_SRC = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((counterId: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

const initialized = new Set<number>();

/**
 * Installs the `ym` command queue (the official snippet's stub), adds tag.js once, and initialises the
 * counter once. Calls made before the script arrives are queued and replayed by tag.js.
 */
export function ensureMetrica(counterId: number): Ym {
  if (!window.ym) {
    const stub: Ym = (...args: [number, string, ...unknown[]]) => {
      (stub.a = stub.a ?? []).push(args);
    };
    stub.l = Date.now();
    window.ym = stub;
  }
  if (!document.querySelector(`script[src="${METRICA_SRC}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = METRICA_SRC;
    document.head.appendChild(script);
  }
  const ym = window.ym;
  if (!initialized.has(counterId)) {
    initialized.add(counterId);
    ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  }
  return ym;
}

/** SPEC §4: a goal with the visitor's signed-in status. */
export function sendAuthStatusGoal(counterId: number, isAuthorized: boolean): void {
  ensureMetrica(counterId)(counterId, 'reachGoal', 'auth-status', { isAuthorized });
}

/** For tests. */
export function resetMetrica(): void {
  initialized.clear();
  delete window.ym;
  document.querySelectorAll(`script[src="${METRICA_SRC}"]`).forEach((node) => node.remove());
}
