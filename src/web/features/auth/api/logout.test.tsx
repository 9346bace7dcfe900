import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api.js';
import { useLogout } from './logout.js';

describe('signing out', () => {
  it("forgets a draft event's preview (the visitor gets 404 for it), and keeps public events", async () => {
    mockApi({ 'POST /api/auth/logout': json({}), 'GET /api/users/current': json({ isAuthorized: false }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['event', 'night-run', 'ru'], { code: 'night-run', draft: true });
    client.setQueryData(['event', 'white-nights', 'ru'], { code: 'white-nights', draft: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData(['event', 'night-run', 'ru'])).toBeUndefined();
    expect(client.getQueryData(['event', 'white-nights', 'ru'])).toEqual({
      code: 'white-nights',
      draft: false,
    });
  });
});
