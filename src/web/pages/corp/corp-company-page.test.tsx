import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi, noContent } from '../../test/api.js';
import { renderTenantApp } from '../../test-utils/render-tenant-app.js';
import { companyPage, CORP_USER, ME_ADMIN, PROFILE } from './corp-test-fixture.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  localStorage.clear();
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const URL = '/api/corp/companies/1';

describe('a company’s profile in the corporate cabinet', { timeout: 20_000 }, () => {
  it('lets the admin save it; a refused INN shows next to its field and nothing typed is lost', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      [`GET ${URL}`]: json(companyPage()),
      [`PUT ${URL}`]: ({ body }) => {
        attempt += 1;
        if (attempt === 1) {
          return apiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
            inn: 'Такого ИНН не бывает: проверьте цифры',
          });
        }
        if (attempt === 2) return apiError(503, 'UNAVAILABLE', 'Сервис недоступен');
        return json(companyPage({ profile: { ...PROFILE, ...(body as object), inn: '7704123450' } }));
      },
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/company?company=1' });
    expect(await screen.findByRole('heading', { name: 'Профиль компании', level: 1 }, LOAD)).toBeVisible();
    const inn = await screen.findByRole('textbox', { name: 'ИНН' }, LOAD);
    expect(inn).toHaveValue('7704123450');
    const postal = screen.getByRole('textbox', { name: 'Почтовый адрес (если есть)' });

    await user.clear(inn);
    await user.type(inn, '7704 123451');
    await user.type(postal, 'а/я 15');
    await user.click(screen.getByRole('button', { name: 'Сохранить профиль' }));

    await waitFor(() => expect(inn).toHaveAttribute('aria-invalid', 'true'));
    expect(inn).toHaveAccessibleDescription(expect.stringContaining('Такого ИНН не бывает: проверьте цифры'));
    expect(inn).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте отмеченные поля');
    expect(inn).toHaveValue('7704 123451');
    expect(postal).toHaveValue('а/я 15');
    expect(calls.puts(URL)[0]?.body).toMatchObject({ inn: '7704 123451', postalAddress: 'а/я 15' });

    // the server is down: its words above the button, the form as typed
    await user.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Сервис недоступен'));
    expect(postal).toHaveValue('а/я 15');

    await user.clear(inn);
    await user.type(inn, '7704123450');
    await user.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Профиль компании сохранён' }),
    );
    expect(inn).not.toHaveAttribute('aria-invalid');
    expect(postal).toHaveValue('а/я 15');
  });

  it('shows it to a manager as text, with the contacts and no way to change them', async () => {
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      'GET /api/corp/companies/2': json(
        companyPage({
          company: { id: 2, name: 'Лютик' },
          role: 'manager',
          canEdit: false,
          contacts: [
            { id: 5, name: 'Бухгалтерова Ирина', position: 'Бухгалтер', email: 'buh@lyutik.test', phone: '' },
          ],
        }),
      ),
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/company?company=2' });
    expect(await screen.findByText('Изменить профиль может администратор компании.', {}, LOAD)).toBeVisible();
    expect(screen.getByText('7704123450')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Бухгалтерова Ирина' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'buh@lyutik.test' })).toHaveAttribute(
      'href',
      'mailto:buh@lyutik.test',
    );
    expect(screen.queryByRole('button', { name: /Изменить|Удалить|Добавить/ })).toBeNull();
  });

  it('adds, edits and removes a contact person, the server’s message next to the field', async () => {
    const user = userEvent.setup();
    const contact = { id: 7, name: 'Кадрова Марина', position: '', email: 'hr@romashka.test', phone: '' };
    let contacts: (typeof contact)[] = [];
    let posts = 0;
    mockApi({
      'GET /api/corp/me': json(ME_ADMIN),
      [`GET ${URL}`]: () => json(companyPage({ contacts })),
      [`POST ${URL}/contacts`]: () => {
        posts += 1;
        if (posts === 1) {
          return apiError(400, 'VALIDATION_FAILED', 'Проверьте поля', {
            email: 'Укажите e-mail или телефон, чтобы с этим человеком можно было связаться',
          });
        }
        contacts = [contact];
        return json(contact, 201);
      },
      [`DELETE ${URL}/contacts/7`]: () => {
        contacts = [];
        return noContent();
      },
    });
    renderTenantApp({ user: CORP_USER, path: '/corp/company?company=1' });
    await user.click(await screen.findByRole('button', { name: 'Добавить контактное лицо' }, LOAD));
    const form = screen.getByRole('form', { name: 'Новое контактное лицо' });
    await user.type(within(form).getByRole('textbox', { name: 'Имя' }), 'Кадрова Марина');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Укажите e-mail или телефон'));
    expect(within(form).getByRole('textbox', { name: 'Имя' })).toHaveValue('Кадрова Марина');

    await user.type(email, 'hr@romashka.test');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { name: 'Кадрова Марина' })).toBeVisible();
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Контактное лицо добавлено' });

    await user.click(screen.getByRole('button', { name: 'Удалить: Кадрова Марина' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Контактных лиц пока нет.')).toBeVisible();
  });
});
