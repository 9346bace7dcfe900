import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinetMember, CabinetMembers } from '../../../shared/schemas/cabinet-members.js';
import type { CurrentUser, SignedInUser } from '../../../shared/schemas/user.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi, noContent } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };
const LIST = '/api/cabinet/organizers/1/members';
const ORGANIZER: CurrentUser = { ...(SIGNED_IN as SignedInUser), roles: ['Organization'] };
const ME = json({ organizers: [{ id: 1, name: 'Клуб бегунов', role: 'owner' }], support: false });

const member = (userId: number, name: string, role: CabinetMember['role']): CabinetMember => ({
  userId,
  email: `${name.toLowerCase()}@example.org`,
  name,
  role,
  since: '2030-01-15T09:00:00Z',
});
const OLGA = member(1, 'Olga', 'owner');
const IVAN = member(2, 'Ivan', 'manager');
const VERA = member(3, 'Vera', 'operator');

const members = (list: CabinetMember[]): CabinetMembers => ({
  organizer: { id: 1, name: 'Клуб бегунов' },
  members: list,
  self: 1,
});

/** A member's card, named by the member's name. */
const row = async (name: string) =>
  within(await screen.findByRole('listitem', { name: new RegExp(`^${name}`) }, LOAD));

describe('cabinet members', { timeout: 20_000 }, () => {
  it('lists the members with roles; adds an account by e-mail; an unknown one is refused at the field', async () => {
    const user = userEvent.setup();
    let list = [OLGA, IVAN];
    let attempt = 0;
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: () => json(members(list)),
      [`POST ${LIST}`]: () => {
        if (attempt++ === 0) return apiError(404, 'ACCOUNT_NOT_FOUND', 'Аккаунт не найден');
        list = [...list, VERA];
        return json(VERA, 201);
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1/members' });
    expect(await screen.findByRole('heading', { name: 'Клуб бегунов', level: 1 }, LOAD)).toBeVisible();
    const olga = await row('Olga');
    expect(olga.getByText('это вы')).toBeVisible();
    expect(olga.getByRole('combobox', { name: 'Роль: Olga' })).toHaveValue('owner');
    expect((await row('Ivan')).getByRole('combobox', { name: 'Роль: Ivan' })).toHaveValue('manager');
    expect(screen.getByText('2 человека')).toBeVisible();

    const email = screen.getByRole('textbox', { name: 'E-mail аккаунта' });
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите e-mail.');
    expect(calls.posts(LIST)).toHaveLength(0);

    await user.type(email, 'nobody@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Роль' }), 'operator');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Аккаунт не найден'));
    expect(email).toHaveValue('nobody@example.org');
    expect(calls.posts(LIST)[0]?.body).toEqual({ email: 'nobody@example.org', role: 'operator' });

    await user.clear(email);
    await user.type(email, 'vera@example.org');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await row('Vera')).toBeTruthy();
    expect(email).toHaveValue('');
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Vera теперь работает в кабинете' });
    expect(screen.getByText('3 человека')).toBeVisible();
  });

  it('changes a role at once; the last owner refused in words next to the row', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: json(members([OLGA, IVAN])),
      [`PUT ${LIST}/2`]: json({ ...IVAN, role: 'owner' }),
      [`PUT ${LIST}/1`]: apiError(
        409,
        'LAST_OWNER',
        'У организатора должен остаться хотя бы один владелец. Сначала назначьте владельцем другого участника.',
      ),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1/members' });
    const ivan = await row('Ivan');
    await user.selectOptions(ivan.getByRole('combobox', { name: 'Роль: Ivan' }), 'owner');
    await waitFor(() => expect(calls.puts(`${LIST}/2`)[0]?.body).toEqual({ role: 'owner' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Роль изменена: Ivan — Владелец' }),
    );

    const olga = await row('Olga');
    await user.selectOptions(olga.getByRole('combobox', { name: 'Роль: Olga' }), 'manager');
    expect(await olga.findByRole('alert')).toHaveTextContent('хотя бы один владелец');
  });

  it('removes a member after a confirmation; cancel keeps them', async () => {
    const user = userEvent.setup();
    let list = [OLGA, IVAN];
    mockApi({
      'GET /api/cabinet/me': ME,
      [`GET ${LIST}`]: () => json(members(list)),
      [`DELETE ${LIST}/2`]: () => {
        list = [OLGA];
        return noContent();
      },
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/1/members' });
    const ivan = await row('Ivan');
    await user.click(ivan.getByRole('button', { name: 'Убрать Ivan из кабинета' }));
    expect(ivan.getByText('Убрать Ivan из кабинета организатора?')).toBeVisible();
    await user.click(ivan.getByRole('button', { name: 'Отмена' }));
    expect(calls.deletes(`${LIST}/2`)).toHaveLength(0);

    await user.click(ivan.getByRole('button', { name: 'Убрать Ivan из кабинета' }));
    await user.click(ivan.getByRole('button', { name: 'Да, убрать' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Ivan/ })).toBeNull());
    expect(calls.deletes(`${LIST}/2`)).toHaveLength(1);
    expect(screen.getByText('1 человек')).toBeVisible();
  });

  it('shows the way to the members from the cabinet home to owners only', async () => {
    mockApi({
      'GET /api/cabinet/me': json({
        organizers: [
          { id: 1, name: 'Клуб бегунов', role: 'owner' },
          { id: 2, name: 'Другой клуб', role: 'manager' },
        ],
        support: false,
      }),
      'GET /api/cabinet/events': json({ events: [], total: 0, nextCursor: null }),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet' });
    const link = await screen.findByRole('link', { name: 'Кто работает в кабинете: Клуб бегунов' }, LOAD);
    expect(link).toHaveAttribute('href', '/cabinet/organizers/1/members');
    expect(screen.queryByRole('link', { name: 'Кто работает в кабинете: Другой клуб' })).toBeNull();
  });

  it('says the list could not be loaded for an organizer the user does not own', async () => {
    mockApi({
      'GET /api/cabinet/me': ME,
      'GET /api/cabinet/organizers/9/members': apiError(404, 'NOT_FOUND', 'Не найдено'),
    });
    renderTenantApp({ user: ORGANIZER, path: '/cabinet/organizers/9/members' });
    expect(await screen.findByRole('button', { name: 'Повторить' }, LOAD)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
