import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './http.js';
import { CHECKED_LINES_PAGE, useCheckedUpload } from './use-checked-upload.js';

interface Line {
  line: number;
  errors: string[];
}
interface Check {
  lines: Line[];
  refused: number;
}

const TEXTS = { noFile: 'Choose a file', checkFailed: 'Check failed', commitFailed: 'Sending failed' };
const FILE = new File(['a;b'], 'list.csv', { type: 'text/csv' });
const submit = { preventDefault: () => {} } as FormEvent;

/** A check of `count` lines, every third one refused. */
function checkOf(count: number): Check {
  const lines = Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    errors: i % 3 === 0 ? ['bad'] : [],
  }));
  return { lines, refused: lines.filter((l) => l.errors.length > 0).length };
}

function renderUpload(check: (file: File) => Promise<Check>, commit: (file: File) => Promise<number>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onCommitted = vi.fn();
  const { result } = renderHook(
    () =>
      useCheckedUpload({
        check: useMutation({ mutationFn: check }),
        commit: useMutation({ mutationFn: commit }),
        variables: (file: File) => file,
        committed: (added) => `${added} added`,
        onCommitted,
        texts: TEXTS,
      }),
    { wrapper },
  );
  return { result, onCommitted };
}

describe('useCheckedUpload', () => {
  it('asks for a file first, then shows the refused lines a page at a time, and all of them on demand', async () => {
    const check = vi.fn(async (_file: File) => checkOf(500));
    const { result } = renderUpload(check, async () => 0);

    act(() => result.current.submitCheck(submit));
    expect(result.current.fileError).toBe(TEXTS.noFile);
    expect(check).not.toHaveBeenCalled();

    act(() => result.current.choose(FILE));
    expect(result.current.fileError).toBeNull();
    act(() => result.current.submitCheck(submit));
    await waitFor(() => expect(result.current.checked).not.toBeNull());
    expect(check.mock.calls[0]?.[0]).toBe(FILE);
    // 167 of the 500 lines are refused: only they show, the first page of them
    expect(result.current.onlyErrors).toBe(true);
    expect(result.current.visible).toHaveLength(CHECKED_LINES_PAGE);
    expect(result.current.visible.every((l) => l.errors.length > 0)).toBe(true);
    expect(result.current.page).toMatchObject({ shown: CHECKED_LINES_PAGE, total: 167 });

    act(() => result.current.page.more());
    expect(result.current.visible).toHaveLength(167);
    act(() => result.current.setOnlyErrors(false));
    expect(result.current.page.total).toBe(500);
    expect(result.current.visible).toHaveLength(2 * CHECKED_LINES_PAGE);

    // another file drops the check
    act(() => result.current.choose(new File(['x'], 'other.csv')));
    expect(result.current.checked).toBeNull();
    expect(result.current.visible).toHaveLength(0);
  });

  it('shows every line of a clean file, sends it for good and says what went in', async () => {
    const commit = vi.fn(async (_file: File) => 4);
    const { result, onCommitted } = renderUpload(
      async () => ({ lines: checkOf(4).lines.slice(1), refused: 0 }),
      commit,
    );
    act(() => result.current.choose(FILE));
    act(() => result.current.submitCheck(submit));
    await waitFor(() => expect(result.current.checked).not.toBeNull());
    expect(result.current.onlyErrors).toBe(false);
    expect(result.current.visible).toHaveLength(3);

    act(() => result.current.submitCommit());
    await waitFor(() => expect(result.current.done).toBe('4 added'));
    expect(commit.mock.calls[0]?.[0]).toBe(FILE);
    expect(result.current.checked).toBeNull();
    expect(onCommitted).toHaveBeenCalledWith(4);
  });

  it('shows the server’s words at the file, or its own when there are none', async () => {
    const refusal = new HttpError(400, 'Bad Request', {
      error: { code: 'FILE_UNREADABLE', message: 'The file is not a table' },
    });
    const { result } = renderUpload(
      vi.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new TypeError('Failed to fetch')),
      async () => 0,
    );
    act(() => result.current.choose(FILE));
    act(() => result.current.submitCheck(submit));
    await waitFor(() => expect(result.current.fileError).toBe('The file is not a table'));
    act(() => result.current.submitCheck(submit));
    await waitFor(() => expect(result.current.fileError).toBe(TEXTS.checkFailed));
    expect(result.current.checked).toBeNull();
  });
});
