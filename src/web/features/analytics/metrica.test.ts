import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { METRICA_SRC, resetMetrica } from './metrica.js';
import { useAuthStatusGoal } from './use-auth-status-goal.js';

afterEach(resetMetrica);

function metricaScripts(): number {
  return document.querySelectorAll(`script[src="${METRICA_SRC}"]`).length;
}

describe('analytics', () => {
  it('loads tag.js once and sends the auth-status goal through ym', () => {
    const { rerender } = renderHook(({ authorized }) => useAuthStatusGoal(12345, authorized), {
      initialProps: { authorized: false },
    });
    rerender({ authorized: false });
    rerender({ authorized: true });
    expect(metricaScripts()).toBe(1);
    expect(window.ym?.a).toEqual([
      [12345, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true }],
      [12345, 'reachGoal', 'auth-status', { isAuthorized: false }],
      [12345, 'reachGoal', 'auth-status', { isAuthorized: true }],
    ]);
  });

  it('loads no third-party script when the tenant has no counter', () => {
    renderHook(() => useAuthStatusGoal(null, true));
    expect(metricaScripts()).toBe(0);
    expect(window.ym).toBeUndefined();
  });
});
