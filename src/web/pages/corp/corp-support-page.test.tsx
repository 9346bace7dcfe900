import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CorpLead } from '../../../shared/schemas/corp-company.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { CORP_USER, ME_ADMIN, SUPPORT_USER } from './corp-test-fixture.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  localStorage.clear();
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const lead = (overrides: Partial<CorpLead>): CorpLead => ({
  id: 1,
  company: 'Ромашка',
  contactName: 'Корпоратова Екатерина',
  email: 'corp@startline.test',
  phone: '+79267770011',
  employees: '51-200',
  interests: [],
  message: '',
  createdAt: '2030-01-10T10:00:00Z',
  companyId: 1,
  ...overrides,
});
const LEADS = [lead({}), lead({ id: 2, company: 'Лютик', email: 'vera@lyutik.test', companyId: null })];

describe('support’s leads and new companies', { timeout: 20_000 }, () => {
  it('turns a lead into a company, prefilled from it; the server’s message next to a field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    mockApi({
      'GET /api/corp/me': json({ companies: [{ id: 1, name: 'Ромашка', role: 'support' }], support: true }),
      'GET /api/corp/leads': json({ leads: LEADS }),
      'POST /api/corp/leads/2/company': () =>
        attempt++ === 0
          ? apiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
              adminEmail: 'Введите корректный адрес электронной почты',
            })
          : json({ company: { id: 3, name: 'Лютик' }, admin: 'invited' }, 201),
    });
    renderTenantApp({ user: SUPPORT_USER, path: '/corp/support' });
    expect(await screen.findByRole('heading', { name: 'Заявки и компании', level: 1 }, LOAD)).toBeVisible();
    const leads = await screen.findByRole('region', { name: 'Заявки' }, LOAD);
    const done = (await within(leads).findByText('Ромашка', {}, LOAD)).closest('li')!;
    expect(within(done).getByText('Компания создана')).toBeVisible();
    expect(within(done).getByRole('link', { name: 'Открыть компанию' })).toHaveAttribute(
      'href',
      '/corp/company?company=1',
    );

    await user.click(screen.getByRole('button', { name: 'Создать компанию по заявке: Лютик' }));
    const form = screen.getByRole('form', { name: 'Компания по заявке «Лютик»' });
    expect(within(form).getByRole('textbox', { name: 'Название компании' })).toHaveValue('Лютик');
    const email = within(form).getByRole('textbox', { name: 'E-mail первого администратора' });
    expect(email).toHaveValue('vera@lyutik.test');
    await user.click(within(form).getByRole('button', { name: 'Создать компанию' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('vera@lyutik.test');
    await user.click(within(form).getByRole('button', { name: 'Создать компанию' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Компания «Лютик» создана, администратору отправлено приглашение',
      }),
    );
    expect(calls.posts('/api/corp/leads/2/company').at(-1)?.body).toEqual({
      name: 'Лютик',
      adminEmail: 'vera@lyutik.test',
    });
  });

  it('is not shown to a company’s admin, and says so if opened', async () => {
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      'GET /api/corp/leads': apiError(403, 'FORBIDDEN', 'Нет доступа'),
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/support?company=1' });
    expect(await screen.findByText('Этот раздел — для поддержки сайта.', {}, LOAD)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Заявки и компании' })).toBeNull();
  });
});
