import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToasterWanted, wantToaster, wantToasterWhenIdle } from './toaster-demand.js';

describe('the toast area on demand', () => {
  it('is not there at start-up; it mounts when the loaded page is idle, or with the first toast', () => {
    const { result } = renderHook(() => useToasterWanted());
    expect(result.current).toBe(false);
    let idle: (() => void) | undefined;
    const win = {
      document: { readyState: 'complete' },
      requestIdleCallback: (callback: () => void) => {
        idle = callback;
        return 1;
      },
    } as unknown as Window;
    wantToasterWhenIdle(win);
    expect(idle).toBeTypeOf('function');
    expect(result.current).toBe(false);
    act(() => wantToaster());
    expect(result.current).toBe(true);
    act(() => idle?.());
    expect(result.current).toBe(true);
  });
});
