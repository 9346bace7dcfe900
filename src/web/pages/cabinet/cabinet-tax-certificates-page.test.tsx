import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinetTaxCertificates } from '../../../shared/schemas/tax-deduction.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { taxCertificate } from '../tax-deduction/tax-deduction-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };

function listOf(canReissue: boolean): CabinetTaxCertificates {
  return {
    organizer: { id: 1, name: 'Беговое сообщество', listed: true },
    canReissue,
    certificates: [
      {
        ...taxCertificate({ state: 'outdated', currentAmount: { amount: 227_564, currency: 'RUB' } }),
        account: 'anna@startline.test',
      },
      {
        ...taxCertificate({
          id: 8,
          number: 13,
          participant: { kind: 'KIDS', name: 'Смирнов Миша Иванович' },
          amount: { amount: 100_000, currency: 'RUB' },
          currentAmount: { amount: 100_000, currency: 'RUB' },
        }),
        account: 'anna@startline.test',
      },
    ],
  };
}

describe('the cabinet certificates for the tax deduction', { timeout: 20_000 }, () => {
  it("lists an organizer's certificates with their state and reissues an outdated one", async () => {
    const user = userEvent.setup();
    let list = listOf(true);
    mockApi({
      'GET /api/cabinet/me': json({
        organizers: [{ id: 1, name: 'Беговое сообщество', role: 'manager' }],
        support: false,
      }),
      'GET /api/cabinet/organizers/1/tax-certificates': () => json(list),
      'POST /api/cabinet/organizers/1/tax-certificates/7/reissue': () => {
        list = {
          ...list,
          certificates: [
            {
              ...list.certificates[0]!,
              id: 9,
              correction: 1,
              state: 'issued',
              amount: { amount: 227_564, currency: 'RUB' },
              byStaff: true,
            },
            list.certificates[1]!,
          ],
        };
        return json(list.certificates[0], 201);
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1/tax-certificates' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Беговое сообщество' }, LOAD)).toBeVisible();
    const cards = within(screen.getByRole('list', { name: 'Выданные справки' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('№ 12 за 2025 год');
    expect(cards[0]).toHaveTextContent('Устарела');
    expect(cards[0]).toHaveTextContent(/Сейчас по оплатам\s*2\s275,64/);
    expect(cards[1]).toHaveTextContent('Смирнов Миша Иванович');
    expect(screen.getByText('2 справки, устарела 1')).toBeVisible();
    expect(within(cards[0]!).getByRole('link', { name: 'PDF: справка № 12 за 2025 год' })).toHaveAttribute(
      'href',
      '/api/tax-deduction/certificates/7/certificate.pdf',
    );

    await user.click(
      within(cards[0]!).getByRole('button', { name: 'Выдать заново: справка № 12 за 2025 год' }),
    );
    await waitFor(() =>
      expect(calls.posts('/api/cabinet/organizers/1/tax-certificates/7/reissue')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Справка № 12 выдана заново (корректировка 1); участнику ушло письмо.',
      }),
    );
    expect(await screen.findByText('№ 12 за 2025 год, корректировка 1')).toBeVisible();
  });

  it('offers no reissue to a role that may only look', async () => {
    mockApi({
      'GET /api/cabinet/me': json({ organizers: [], support: true }),
      'GET /api/cabinet/organizers/1/tax-certificates': json(listOf(false)),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1/tax-certificates' });
    await screen.findByRole('list', { name: 'Выданные справки' }, LOAD);
    expect(screen.queryByRole('button', { name: /Выдать заново/ })).not.toBeInTheDocument();
  });

  it('lists the organizers whose certificates the user sees', async () => {
    mockApi({
      'GET /api/cabinet/me': json({ organizers: [], support: true }),
      'GET /api/cabinet/tax-certificates': json({
        organizers: [
          { id: 1, name: 'Беговое сообщество', listed: true, certificates: 3 },
          { id: 2, name: 'Северная столица спорт', listed: false, certificates: 0 },
        ],
      }),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/tax-certificates' });
    const link = await screen.findByRole('link', { name: 'Справки организатора Беговое сообщество' }, LOAD);
    expect(link).toHaveAttribute('href', '/cabinet/organizers/1/tax-certificates');
    expect(link.closest('li')).toHaveTextContent('В перечне Минспорта3 справки');
    expect(
      screen.getByRole('link', { name: 'Справки организатора Северная столица спорт' }).closest('li'),
    ).toHaveTextContent('Нет в перечне Минспорта0 справок');
  });
});
