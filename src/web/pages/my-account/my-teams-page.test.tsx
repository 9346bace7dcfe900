import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember, TeamView } from '../../../shared/schemas/teams.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { apiError, calls, json, mockApi, noContent } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { CREATED, LINKED } from './account-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  vi.mocked(notify).mockClear();
});

const LOAD = { timeout: 10_000 };

const member = (id: number, name: string, overrides: Partial<TeamMember> = {}): TeamMember => ({
  id,
  name,
  gender: 'male',
  stage: null,
  role: 'member',
  kind: 'joined',
  state: 'joined',
  you: false,
  ...overrides,
});

const CAPTAIN_TEAM: TeamView = {
  id: 7,
  name: 'Быстрые лоси',
  joinCode: 'ABCDE-FGHJK',
  role: 'captain',
  captainName: 'Анна Петрова',
  event: {
    code: 'white-nights',
    name: 'Белые ночи',
    startsAt: '2030-06-20T21:30:00Z',
    timeZone: 'Europe/Moscow',
  },
  race: { code: 'relay', name: 'Эстафета 3×5 км' },
  rules: {
    format: 'relay',
    payment: 'captain',
    minMembers: 3,
    maxMembers: 3,
    genderRule: 'any',
    stages: [1, 2, 3].map((position) => ({
      position,
      name: `Этап ${position}`,
      lengthM: 5000,
      min: 1,
      max: 1,
    })),
  },
  members: [
    member(1, 'Анна Петрова', {
      gender: 'female',
      stage: 1,
      role: 'captain',
      kind: 'self',
      state: 'paid',
      you: true,
    }),
    member(2, 'Иван Петров', { stage: 2, kind: 'relative' }),
    member(3, 'Ольга Смирнова', { gender: 'female', state: 'registered' }),
  ],
  status: 'forming',
  heldUntil: '2030-06-01T09:00:00Z',
  deadline: '2030-06-15T20:59:00Z',
  editable: true,
};

const MEMBER_TEAM: TeamView = {
  ...CAPTAIN_TEAM,
  id: 9,
  name: 'Северный ветер',
  role: 'member',
  captainName: 'Пётр Северов',
  status: 'ordered',
  heldUntil: null,
  members: [
    member(11, 'Пётр Северов', { stage: 1, role: 'captain', kind: 'self', state: 'registered' }),
    member(12, 'Анна Петрова', { gender: 'female', stage: 2, you: true }),
  ],
};

/** A team's card, by its name. */
const card = async (name: string) => (await screen.findByRole('heading', { name }, LOAD)).closest('li')!;
const membersOf = (team: HTMLElement, name: string) =>
  within(within(team).getByRole('list', { name: `Участники команды «${name}»` }));
/** A member's row, by the name it starts with. */
const row = (team: HTMLElement, teamName: string, memberName: string) =>
  within(
    membersOf(team, teamName)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith(memberName))!,
  );

describe('my teams', { timeout: 20_000 }, () => {
  it('shows each team with its event, race, captain, status, join code, and members with stage and state', async () => {
    mockApi({ 'GET /api/account/teams': json({ teams: [CAPTAIN_TEAM, MEMBER_TEAM] }) });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    const team = within(await card('Быстрые лоси'));
    expect(screen.getByRole('link', { name: 'Команды' })).toHaveAttribute('aria-current', 'page');
    expect(team.getByText('Формируется')).toBeVisible();
    expect(team.getByText('Вы капитан')).toBeVisible();
    expect(team.getByRole('link', { name: 'Белые ночи' })).toHaveAttribute('href', '/event/white-nights');
    expect(team.getByText('Эстафета 3×5 км')).toBeVisible();
    expect(team.getByText('ABCDE-FGHJK')).toBeVisible();
    expect(team.getByText(/Состав можно менять до 15 июня 2030/)).toBeVisible();

    const captainRow = row(await card('Быстрые лоси'), 'Быстрые лоси', 'Анна Петрова');
    expect(captainRow.getByText('Оплачено')).toBeVisible();
    expect(captainRow.getByText('Этап 1')).toBeVisible();
    // the captain's own row: nothing to remove or swap
    expect(captainRow.queryByRole('button')).toBeNull();
    const ivan = row(await card('Быстрые лоси'), 'Быстрые лоси', 'Иван Петров');
    expect(ivan.getByText('Вступил(а)')).toBeVisible();
    expect(ivan.getByRole('button', { name: 'Удалить Иван Петров' })).toBeVisible();
    expect(ivan.getByRole('button', { name: 'Заменить Иван Петров' })).toBeVisible();
    // a member whose place is ordered can be swapped, not removed
    const olga = row(await card('Быстрые лоси'), 'Быстрые лоси', 'Ольга Смирнова');
    expect(olga.getByText('Зарегистрирован(а)')).toBeVisible();
    expect(olga.getByText('этап не назначен')).toBeVisible();
    expect(olga.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(olga.getByRole('button', { name: 'Заменить Ольга Смирнова' })).toBeVisible();

    // a member sees their team read-only
    const other = await card('Северный ветер');
    expect(within(other).getByText('Вы участник команды')).toBeVisible();
    expect(within(other).getByText('Заказ оформлен')).toBeVisible();
    expect(within(other).queryByRole('button', { name: /Удалить|Заменить/ })).toBeNull();
  });

  it('a refused removal shows the server’s message and explanation in a toast', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/account/teams': json({ teams: [CAPTAIN_TEAM] }),
      'DELETE /api/teams/7/members/2': () =>
        json(
          {
            error: {
              code: 'CAPTAIN_CANNOT_LEAVE',
              message: 'Капитан не может покинуть команду',
              explanation: 'Передайте роль капитана или расформируйте команду.',
            },
          },
          409,
        ),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    await card('Быстрые лоси');
    await user.click(screen.getByRole('button', { name: 'Удалить Иван Петров' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить из команды' }));
    expect(dialog.getByText('Удалить Иван Петров из команды «Быстрые лоси»?')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'Капитан не может покинуть команду',
        description: 'Передайте роль капитана или расформируйте команду.',
      }),
    );
    expect(calls.deletes('/api/teams/7/members/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the captain removes a member who has only joined; the list refreshes', async () => {
    const user = userEvent.setup();
    let removed = false;
    const without = { ...CAPTAIN_TEAM, members: CAPTAIN_TEAM.members.filter((m) => m.id !== 2) };
    mockApi({
      'GET /api/account/teams': () => json({ teams: [removed ? without : CAPTAIN_TEAM] }),
      'DELETE /api/teams/7/members/2': () => {
        removed = true;
        return json(without);
      },
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    await card('Быстрые лоси');
    await user.click(screen.getByRole('button', { name: 'Удалить Иван Петров' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Иван Петров больше не в команде' }),
    );
    await waitFor(() => expect(screen.queryByText('Иван Петров')).toBeNull());
  });

  it('the captain swaps a member for a relative or for a friend; refused fields show under them', async () => {
    const user = userEvent.setup();
    const swapped = {
      ...CAPTAIN_TEAM,
      members: CAPTAIN_TEAM.members.map((m) => (m.id === 3 ? { ...m, name: 'Маша Петрова' } : m)),
    };
    let attempts = 0;
    mockApi({
      'GET /api/account/teams': json({ teams: [CAPTAIN_TEAM] }),
      'GET /api/account/relatives': json({ items: [LINKED, { ...CREATED, status: 'pending', id: 4 }] }),
      'PUT /api/teams/7/members/3': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'VALIDATION_FAILED', 'Проверьте поля формы', { email: 'Введите корректный e-mail' })
          : json(swapped);
      },
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    await card('Быстрые лоси');
    await user.click(screen.getByRole('button', { name: 'Заменить Ольга Смирнова' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Замена: Ольга Смирнова' }));
    // only active relatives can take the place
    const relative = await dialog.findByRole('combobox', { name: 'Родственник' });
    // the form loads when asked for, the relatives with it
    await waitFor(() =>
      expect(
        within(relative)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Выберите родственника', 'Иван Петров']),
    );

    await user.click(dialog.getByRole('radio', { name: 'Друг' }));
    await user.type(dialog.getByRole('textbox', { name: 'Фамилия' }), 'Петрова');
    await user.type(dialog.getByRole('textbox', { name: 'Имя' }), 'Маша');
    await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'masha@example');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Пол' }), 'female');
    await user.type(dialog.getByLabelText('Дата рождения'), '2001-09-01');
    await user.click(dialog.getByRole('button', { name: 'Заменить участника' }));
    expect(await dialog.findByText('Введите корректный e-mail')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('alert')).toHaveTextContent('Проверьте поля формы');
    expect(calls.puts('/api/teams/7/members/3')[0]?.body).toEqual({
      kind: 'friend',
      firstName: 'Маша',
      lastName: 'Петрова',
      email: 'masha@example',
      gender: 'female',
      birthDate: '2001-09-01',
    });

    // what was typed stays; a relative instead
    expect(dialog.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Петрова');
    await user.click(dialog.getByRole('radio', { name: 'Родственник' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Родственник' }), String(LINKED.id));
    await user.click(dialog.getByRole('button', { name: 'Заменить участника' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Маша Петрова теперь в команде' }),
    );
    expect(calls.puts('/api/teams/7/members/3')[1]?.body).toEqual({
      kind: 'relative',
      relativeId: LINKED.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a member who has only joined can leave the team', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/account/teams': json({ teams: [MEMBER_TEAM] }),
      'DELETE /api/teams/9/members/12': () => noContent(),
    });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    const team = await card('Северный ветер');
    expect(row(team, 'Северный ветер', 'Пётр Северов').queryByRole('button')).toBeNull();
    await user.click(
      row(team, 'Северный ветер', 'Анна Петрова').getByRole('button', { name: 'Выйти из команды' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Выйти из команды' }));
    await user.click(dialog.getByRole('button', { name: 'Выйти' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Вы вышли из команды «Северный ветер»' }),
    );
    expect(calls.deletes('/api/teams/9/members/12')).toHaveLength(1);
  });

  it('after the deadline a team is read-only', async () => {
    mockApi({ 'GET /api/account/teams': json({ teams: [{ ...CAPTAIN_TEAM, editable: false }] }) });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    const team = within(await card('Быстрые лоси'));
    expect(team.getByText('Состав команды больше нельзя изменить.')).toBeVisible();
    expect(team.queryByRole('button', { name: /Удалить|Заменить/ })).toBeNull();
  });

  it('without teams: says so and links to the events', async () => {
    mockApi({ 'GET /api/account/teams': json({ teams: [] }) });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    expect(await screen.findByText('Вы пока не состоите ни в одной команде.', {}, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Найти событие' })).toHaveAttribute('href', '/events/future');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/account/teams': json({ teams: [CAPTAIN_TEAM] }) });
    renderTenantApp({ user: SIGNED_IN, path: '/MyAccount/Teams' });
    const team = within(await card('Быстрые лоси'));
    expect(team.getByText('You are the captain')).toBeVisible();
    expect(team.getByText('Join code')).toBeVisible();
    expect(team.getByRole('button', { name: 'Swap Иван Петров' })).toBeVisible();
  });
});
