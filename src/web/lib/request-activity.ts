import { useSyncExternalStore } from 'react';

/**
 * What the calls in flight tell the user: a call slower than LONG_LOADING_MS ("long loading") and a 503
 * answer ("overloaded", SPEC §8). `lib/http.ts` reports here; the notices read it through the hook.
 */
export interface RequestActivity {
  longLoading: boolean;
  overloaded: boolean;
}

let slowRequests = 0;
const IDLE: RequestActivity = { longLoading: false, overloaded: false };
let state: RequestActivity = IDLE;
const listeners = new Set<() => void>();

function update(next: RequestActivity): void {
  if (next.longLoading === state.longLoading && next.overloaded === state.overloaded) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRequestActivity(): RequestActivity {
  return state;
}

/** A call has been running longer than the threshold; call the returned function when it settles. */
export function beginSlowRequest(): () => void {
  slowRequests += 1;
  update({ ...state, longLoading: true });
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    slowRequests = Math.max(0, slowRequests - 1);
    update({ ...state, longLoading: slowRequests > 0 });
  };
}

/** A call was answered 503 (true) or a later call went through (false). */
export function setOverloaded(overloaded: boolean): void {
  update({ ...state, overloaded });
}

export function useRequestActivity(): RequestActivity {
  // the server's render (and the hydration that matches it) shows no call in flight
  return useSyncExternalStore(subscribe, getRequestActivity, () => IDLE);
}

/** For tests. */
export function resetRequestActivity(): void {
  slowRequests = 0;
  update({ longLoading: false, overloaded: false });
}
