// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.pionercup.test/spring/5k/register"}
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../lib/browser-location.js';
import { json, mockApi } from '../test/api.js';
import { App } from './app.js';
import { Providers } from './providers.js';

vi.mock('../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

/** The server of this host: its tenant, and an anonymous visitor. */
function mockServer(tenant: unknown) {
  mockApi({
    'GET /api/events/tenants/getCurrent': json(tenant),
    'GET /api/users/getCurrent': json({ isAuthorized: false }),
  });
}

afterEach(() => {
  delete document.documentElement.dataset.tenant;
});

describe('app start on a real host (browser router)', () => {
  it('takes the server organizedId, ignores ttt, and gates the registration route', async () => {
    localStorage.setItem('ttt', 'fontanka');
    mockServer({
      data: {
        organizedId: 'PionerCup',
        code: 'pionercup',
        name: 'Пионер Cup',
        supportEmail: 'cup@pionercup.test',
        featureFlags: [],
        links: { loginUrl: 'https://id.pionercup.test/' },
        supportHours: { from: '10:00', to: '19:00', timeZone: 'Europe/Moscow' },
        analyticsCounterId: null,
      },
      error: null,
    });
    const { container } = render(
      <Providers queryClient={new QueryClient()}>
        <App />
      </Providers>,
    );
    await waitFor(() => expect(document.documentElement.dataset.tenant).toBe('pionercup'));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith(
        'https://id.pionercup.test/login?returnUrl=' +
          encodeURIComponent('https://www.pionercup.test/spring/5k/register'),
      ),
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  });
});
