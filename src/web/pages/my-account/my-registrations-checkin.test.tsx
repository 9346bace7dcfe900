import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { registration } from './account-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});

const LOAD = { timeout: 10_000 };

describe('My registrations: the start pack QR code (issue 18 item 5)', { timeout: 20_000 }, () => {
  it('shows a live registration’s check-in QR code and its code on request, none for one without a code', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/account/registrations': json({
        upcoming: [
          registration({ checkinCode: '3F9A0C21B7E4' }),
          registration({
            id: 2,
            event: { ...registration().event, code: 'moscow-marathon', name: 'Московский марафон' },
          }),
        ],
        past: [],
      }),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Registrations' });
    const upcoming = await screen.findByRole('list', { name: 'Предстоящие' }, LOAD);
    const [live, without] = within(upcoming)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === upcoming);
    expect(within(without!).queryByText('QR-код для получения стартового пакета')).toBeNull();

    await user.click(within(live!).getByText('QR-код для получения стартового пакета'));
    const qr = await within(live!).findByRole('img', {
      name: 'QR-код для получения стартового пакета, код 3F9A 0C21 B7E4',
    });
    // the picture is drawn (the qrcode package) from the check-in page's link
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull(), LOAD);
    expect(within(live!).getByText('3F9A 0C21 B7E4')).toBeVisible();
  });
});
