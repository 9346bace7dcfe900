import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeInvitation, EmployeeLinks } from '../../../shared/schemas/corp-employees.js';
import { i18n } from '../../i18n/i18n.js';
import { assignLocation } from '../../lib/browser-location.js';
import { apiError, calls, json, mockApi, noContent } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/browser-location.js', () => ({ assignLocation: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(assignLocation).mockClear();
});

const LOAD = { timeout: 10_000 };
const TOKEN = 'tok-0123456789abcdef';
const URL = `/api/corp/join/${TOKEN}`;

const INVITATION: EmployeeInvitation = {
  company: { name: 'Ромашка' },
  employee: { lastName: 'Смирнова', firstName: 'Оля' },
  fields: ['lastName', 'firstName', 'patronymic', 'gender', 'birthDate', 'email'],
};
const LINKED: EmployeeLinks = {
  links: [{ id: 5, company: { name: 'Ромашка' }, consentedAt: '2030-03-01T10:00:00Z' }],
};

describe('an employee’s invitation to link their account', { timeout: 20_000 }, () => {
  it('shows the company and exactly what it will see; consent links the account, and it can be withdrawn', async () => {
    const user = userEvent.setup();
    let linked = false;
    mockApi({
      [`GET ${URL}`]: json(INVITATION),
      [`POST ${URL}`]: () => {
        linked = true;
        return json(LINKED.links[0]);
      },
      'GET /api/corp/links': () => json(linked ? LINKED : { links: [] }),
      'DELETE /api/corp/links/5': () => {
        linked = false;
        return noContent();
      },
    });
    renderTenantApp({ user: SIGNED_IN, path: `/corp/join/${TOKEN}` });
    expect(
      await screen.findByRole('heading', { name: 'Приглашение от компании', level: 1 }, LOAD),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Компания «Ромашка» внесла вас в список сотрудников (Смирнова Оля), чтобы регистрировать на забеги.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    const shared = screen.getByText('Если вы согласитесь, компания будет видеть из вашего профиля только:')
      .nextElementSibling as HTMLElement;
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Фамилия', 'Имя', 'Отчество', 'Пол', 'Дата рождения', 'E-mail']);
    expect(
      screen.getByText(/Телефон, адрес, документы и остальные данные профиля компания не увидит/),
    ).toBeVisible();
    expect(await screen.findByText('Ни одна компания не видит ваш профиль.', {}, LOAD)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Согласен, связать аккаунт' }));
    expect(
      await screen.findByText('Готово: ваш аккаунт связан с компанией «Ромашка».', {}, LOAD),
    ).toHaveAttribute('role', 'status');
    expect(calls.posts(URL)).toHaveLength(1);
    const withdraw = await screen.findByRole('button', { name: 'Отозвать согласие для «Ромашка»' }, LOAD);
    expect(screen.getByText('Согласие дано 1 марта 2030 г.')).toBeVisible();
    await user.click(withdraw);
    await waitFor(() => expect(calls.deletes('/api/corp/links/5')).toHaveLength(1));
    expect(await screen.findByText('Ни одна компания не видит ваш профиль.', {}, LOAD)).toBeVisible();
  });

  it('declines in English: the link is spent and nothing is linked', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: json({ ...INVITATION, company: { name: 'Romashka' } }),
      [`DELETE ${URL}`]: noContent(),
      'GET /api/corp/links': json({ links: [] }),
    });
    renderTenantApp({ user: SIGNED_IN, path: `/corp/join/${TOKEN}` });
    expect(
      await screen.findByText('If you agree, the company sees only this of your profile:', {}, LOAD),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('You declined. The company does not see your profile.', {}, LOAD),
    ).toBeVisible();
    expect(calls.deletes(URL)).toHaveLength(1);
    expect(calls.posts(URL)).toHaveLength(0);
  });

  it('says a used or unknown link does not work, and an account linked elsewhere in the company in words', async () => {
    mockApi({
      [`GET ${URL}`]: apiError(
        404,
        'EMPLOYEE_INVITATION_INVALID',
        'Ссылка-приглашение не найдена или уже использована. Попросите компанию прислать новую.',
      ),
      'GET /api/corp/links': json({ links: [] }),
    });
    renderTenantApp({ user: SIGNED_IN, path: `/corp/join/${TOKEN}` });
    expect(await screen.findByRole('heading', { name: 'Ссылка не действует' }, LOAD)).toBeVisible();
    expect(screen.getByText(/не найдена или уже использована/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Согласен, связать аккаунт' })).toBeNull();
  });

  it('shows the refusal when the account is already another employee of the company', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${URL}`]: json(INVITATION),
      [`POST ${URL}`]: apiError(
        409,
        'EMPLOYEE_ALREADY_LINKED',
        'Ваш аккаунт уже связан с другим сотрудником компании «Ромашка».',
      ),
      'GET /api/corp/links': json({ links: [] }),
    });
    renderTenantApp({ user: SIGNED_IN, path: `/corp/join/${TOKEN}` });
    await user.click(await screen.findByRole('button', { name: 'Согласен, связать аккаунт' }, LOAD));
    expect(
      await screen.findByText('Ваш аккаунт уже связан с другим сотрудником компании «Ромашка».', {}, LOAD),
    ).toHaveAttribute('role', 'alert');
  });

  it('sends a visitor to sign in and back', async () => {
    renderTenantApp({ user: { isAuthorized: false }, path: `/corp/join/${TOKEN}` });
    await waitFor(() => expect(assignLocation).toHaveBeenCalled(), LOAD);
    // (the return address is the browser's own: the memory router's path is not window.location here)
    expect(vi.mocked(assignLocation).mock.calls[0]![0]).toMatch(/\/login\?returnUrl=/);
    expect(calls.gets(URL)).toHaveLength(0);
  });
});
