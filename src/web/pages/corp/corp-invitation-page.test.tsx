import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { ME_ADMIN } from './corp-test-fixture.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const URL = '/api/corp/invitations/tok';

describe('an invitation to a company’s cabinet', { timeout: 20_000 }, () => {
  it('is accepted by the invited account, which lands in the cabinet', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: json({
        company: { name: 'Ромашка' },
        email: 'anna@example.com',
        role: 'admin',
        yours: true,
      }),
      [`POST ${URL}/accept`]: json({ company: { id: 1, name: 'Ромашка' } }),
      'GET /api/corp/me': json(ME_ADMIN),
    });
    const { router } = renderTenantApp({ user: SIGNED_IN, path: '/corp/invitations/tok' });
    expect(
      await screen.findByText(
        'Компания «Ромашка» приглашает вас работать в её корпоративном кабинете: роль — администратор.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Принять приглашение' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/corp'));
    expect(router.state.location.search).toBe('?company=1');
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Вы добавлены в кабинет компании «Ромашка»',
    });
  });

  it('tells another account which address it is for, with no way to accept', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      [`GET ${URL}`]: json({
        company: { name: 'Romashka' },
        email: 'hr@romashka.test',
        role: 'manager',
        yours: false,
      }),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/corp/invitations/tok' });
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'You are signed in as anna@example.com, but the invitation was sent to hr@romashka.test.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('says an unknown or used link is no more', async () => {
    mockApi({ [`GET ${URL}`]: apiError(404, 'COMPANY_INVITATION_INVALID', 'Приглашение не найдено') });
    renderTenantApp({ user: SIGNED_IN, path: '/corp/invitations/tok' });
    expect(
      await screen.findByText(/Приглашение не найдено, отозвано или уже принято/, {}, LOAD),
    ).toBeVisible();
  });
});
