import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '../../../shared/schemas/registration.js';
import type { TeamMemberInput, TeamView } from '../../../shared/schemas/teams.js';
import { i18n } from '../../i18n/i18n.js';
import { notify } from '../../lib/notify.js';
import { calls, json } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { OLGA, REGISTER_PATH } from './register-fixtures.js';
import {
  CAPTAIN,
  JOIN_CODE,
  member,
  OLGA_MEMBER,
  PETR_MEMBER,
  RELAY_RULES,
  TEAM_ID,
  teamContext,
  teamPreview,
  teamServer,
  teamView,
} from './team-fixtures.js';

vi.mock('../../lib/notify.js', () => ({ notify: vi.fn() }));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(notify).mockClear();
});

const open = () => renderTenantApp({ user: SIGNED_IN, path: REGISTER_PATH });
const step = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });
/** The team step: its heading, then its own code (a chunk loaded on demand). */
const teamStep = async (name = 'Team') => {
  const heading = await step(name);
  await screen.findByRole(
    'region',
    { name: /^(Team rules|Relay stages|Правила команды)$/ },
    { timeout: 10_000 },
  );
  return heading;
};
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const createCalls = () => calls.posts('/api/registration/white-nights/10k/team');
const memberCalls = () => calls.posts(`/api/teams/${TEAM_ID}/members`);

/** My team with these members beside me. */
const withMembers = (...others: TeamView['members']) => teamView({ members: [CAPTAIN, ...others] });

describe('team step', { timeout: 30_000 }, () => {
  it('creates a team: an empty name is asked for; a taken name says why, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { setTeam } = teamServer(teamContext(null), {
      'POST /api/registration/white-nights/10k/team': ({ body }) =>
        (body as { name: string }).name === 'Быстрые'
          ? json(
              {
                error: {
                  code: 'TEAM_EXISTS',
                  message: 'Such a command already exists',
                  teamCode: 1,
                  explanation:
                    'A team with this name is already registered for this race. Choose another name.',
                },
              },
              409,
            )
          : json(setTeam(teamView({ name: 'Стрелы' })), 201),
    });
    open();
    await teamStep();
    expect(screen.getByText('Step 1 of 3')).toBeVisible();
    // no team yet: nothing to continue with
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    await user.click(button('Create team'));
    expect(await screen.findByText('Specify the name of the team')).toBeVisible();
    expect(textbox('Team name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Team name')).toHaveAccessibleDescription('Specify the name of the team');
    expect(createCalls()).toHaveLength(0);

    await user.type(textbox('Team name'), 'Быстрые');
    await user.click(button('Create team'));
    expect(await screen.findByText('Such a command already exists')).toBeVisible();
    expect(
      screen.getByText('A team with this name is already registered for this race. Choose another name.'),
    ).toBeVisible();
    expect(textbox('Team name')).toHaveValue('Быстрые');
    expect(textbox('Team name')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(textbox('Team name'));
    await user.type(textbox('Team name'), '  Стрелы ');
    await user.click(button('Create team'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Стрелы' })).toBeVisible();
    expect(createCalls().map((c) => c.body)).toEqual([{ name: 'Быстрые' }, { name: 'Стрелы' }]);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Team «Стрелы» created' });
  });

  it('an empty join code is asked for; a code leads to the join page', async () => {
    const user = userEvent.setup();
    teamServer(teamContext(null), {
      'GET /api/teams/join/:code': () => json(teamPreview()),
    });
    const { router } = open();
    await teamStep();
    await user.click(button('Find team'));
    expect(await screen.findByText('Enter code')).toBeVisible();
    expect(textbox('Team code')).toHaveAttribute('aria-invalid', 'true');
    await user.type(textbox('Team code'), 'abcde fghjk');
    await user.click(button('Find team'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/join'));
    expect(new URLSearchParams(router.state.location.search).get('code')).toBe('abcde fghjk');
    expect(await screen.findByRole('heading', { level: 2, name: 'Team «Быстрые»' })).toBeVisible();
    expect(calls.gets(/^\/api\/teams\/join\//).map((c) => c.path)).toEqual(['/api/teams/join/abcde%20fghjk']);
  });

  it("shows the captain the team's code, its hold and members, with Copy and a QR code of the join link", async () => {
    const user = userEvent.setup();
    teamServer(teamContext(withMembers(OLGA_MEMBER, member(12, 'Пётр Сидоров', { state: 'paid' }))));
    open();
    await teamStep();
    expect(screen.getByRole('heading', { level: 3, name: 'Быстрые' })).toBeVisible();
    expect(screen.getByText('You are the captain')).toBeVisible();
    expect(screen.getByText(JOIN_CODE)).toBeVisible();
    expect(screen.getByText(/^Place held until 1 June 2030, .*12:00$/)).toBeVisible();
    const link = `${window.location.origin}/team/join?code=${JOIN_CODE}`;
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByRole('img', { name: "QR code of the team's join link" })).toBeInTheDocument();
    // no share sheet on this device: no Share button
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();

    await user.click(button('Copy'));
    expect(await navigator.clipboard.readText()).toBe(JOIN_CODE);
    expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Code copied' });

    const members = within(screen.getByRole('region', { name: /^Members/ })).getAllByRole('listitem');
    expect(members.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/Анна Петрова \(you\).*Captain.*Joined/),
      expect.stringMatching(/Ольга Петрова.*Member.*Joined/),
      expect.stringMatching(/Пётр Сидоров.*Member.*Paid/),
    ]);
    // the captain removes a member whose place is not ordered yet, never themselves
    expect(screen.queryByRole('button', { name: 'Remove Анна Петрова' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Пётр Сидоров' })).toBeNull();
    expect(button('Remove Ольга Петрова')).toBeEnabled();
  });

  it('blocks Continue with "Add all team members to continue." until the team is complete', async () => {
    const user = userEvent.setup();
    const { state, setTeam } = teamServer(teamContext(withMembers()), {
      'POST /api/teams/:id/members': ({ body }) => {
        const input = body as TeamMemberInput;
        const added =
          input.kind === 'relative' ? OLGA_MEMBER : member(12, `${input.firstName} ${input.lastName}`);
        const team = state.context.team!;
        return json(setTeam({ ...team, members: [...team.members, added] }));
      },
    });
    open();
    await teamStep();
    await user.click(button('Continue'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Add all team members to continue.')).toBeVisible();
    expect(within(alert).getByText('Members: 1 of 3.')).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();

    // a friend: checked before it is sent, nothing typed lost
    await user.click(button('Add a friend'));
    await user.type(textbox('First name'), 'Пётр');
    await user.click(button('Add to the team'));
    expect(await screen.findByText('Choose the gender')).toBeVisible();
    expect(memberCalls()).toHaveLength(0);
    await user.type(textbox('Last name'), 'Сидоров');
    await user.type(textbox('E-mail'), 'petr@example.com');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(screen.getByLabelText('Date of birth'), '1990-01-02');
    await user.click(button('Add to the team'));
    await waitFor(() => expect(memberCalls()).toHaveLength(1));
    expect(memberCalls()[0]!.body).toEqual({
      kind: 'friend',
      firstName: 'Пётр',
      lastName: 'Сидоров',
      email: 'petr@example.com',
      gender: 'male',
      birthDate: '1990-01-02',
    });
    expect(await within(alert).findByText('Members: 2 of 3.')).toBeVisible();

    // a relative of the family group
    await user.click(button(`Add ${OLGA.fullName}`));
    await waitFor(() => expect(memberCalls()).toHaveLength(2));
    expect(memberCalls()[1]!.body).toEqual({ kind: 'relative', relativeId: OLGA.id });
    await waitFor(() => expect(screen.queryByText('Add all team members to continue.')).toBeNull());
    expect(screen.getByText('in the team')).toBeVisible();

    await user.click(button('Continue'));
    expect(await step('My details')).toBeVisible();
  });

  it("a relay: each member's stage is chosen and sent with PUT stages; each stage's count is shown", async () => {
    const user = userEvent.setup();
    teamServer(teamContext(teamView({ rules: RELAY_RULES, members: [CAPTAIN, OLGA_MEMBER, PETR_MEMBER] })));
    open();
    await teamStep();
    const [stageList] = within(screen.getByRole('region', { name: 'Relay stages' })).getAllByRole('list');
    const stages = within(stageList!).getAllByRole('listitem');
    expect(stages.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Stage 1: Swim · 1[.,]5 km · exactly 1 · assigned: 0$/),
      expect.stringMatching(/^Stage 2: Bike · 40 km · 1–2 · assigned: 0$/),
      expect.stringMatching(/^Stage 3: Run · 10 km · from 1 · assigned: 0$/),
    ]);

    await user.click(button('Continue'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Choose a stage for every member (without a stage: 3).')).toBeVisible();
    expect(within(alert).getByText('Stage 1: Swim needs at least 1 (now 0).')).toBeVisible();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Stage for Анна Петрова' }),
      'Stage 1: Swim',
    );
    await waitFor(() => expect(calls.puts(`/api/teams/${TEAM_ID}/stages`)).toHaveLength(1));
    expect(calls.puts(`/api/teams/${TEAM_ID}/stages`)[0]!.body).toEqual({
      assignments: [{ memberId: CAPTAIN.id, stage: 1 }],
    });
    expect(
      await within(alert).findByText('Choose a stage for every member (without a stage: 2).'),
    ).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Stage for Ольга Петрова' }),
      'Stage 2: Bike',
    );
    await waitFor(() => expect(calls.puts(`/api/teams/${TEAM_ID}/stages`)).toHaveLength(2));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Stage for Пётр Сидоров' }),
      'Stage 3: Run',
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Stage for Пётр Сидоров' })).toHaveValue('3');
    expect(calls.puts(`/api/teams/${TEAM_ID}/stages`).map((c) => c.body)).toEqual([
      { assignments: [{ memberId: CAPTAIN.id, stage: 1 }] },
      { assignments: [{ memberId: OLGA_MEMBER.id, stage: 2 }] },
      { assignments: [{ memberId: PETR_MEMBER.id, stage: 3 }] },
    ]);
    await user.click(button('Continue'));
    expect(await step('My details')).toBeVisible();
  });

  it("the captain's order is for the team: its id and only me; the teammates' places are in the order", async () => {
    const user = userEvent.setup();
    teamServer(teamContext(withMembers(OLGA_MEMBER, PETR_MEMBER)));
    open();
    await teamStep();
    await user.click(button('Continue'));
    await step('My details');
    await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 10_000 });
    await user.click(button('Continue'));
    await step('My order');
    const held = await screen.findByRole('region', { name: 'What the order holds' }, { timeout: 10_000 });
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringContaining('Анна Петрова'),
      expect.stringContaining('Ольга Петрова'),
      expect.stringContaining('Пётр Сидоров'),
    ]);
    const agreements = await screen.findByRole('group', { name: 'Agreements' });
    for (const box of within(agreements).getAllByRole('checkbox')) await user.click(box);
    await user.click(button('Go to payment'));
    await waitFor(() => expect(calls.posts('/api/registration/white-nights/10k/order')).toHaveLength(1));
    const body = calls.posts('/api/registration/white-nights/10k/order')[0]!.body as OrderRequest;
    expect(body.teamId).toBe(TEAM_ID);
    expect(body.participants.map((p) => p.kind)).toEqual(['self']);
  });

  it("a refused team order goes back to the team step with the server's message", async () => {
    const user = userEvent.setup();
    const message = 'Add all team members to continue.';
    teamServer(teamContext(withMembers(OLGA_MEMBER, PETR_MEMBER)), {
      'POST /api/registration/white-nights/10k/order': () =>
        json({ error: { code: 'TEAM_INCOMPLETE', message } }, 409),
    });
    open();
    await teamStep();
    await user.click(button('Continue'));
    await step('My details');
    await screen.findByRole('textbox', { name: 'Last name' }, { timeout: 10_000 });
    await user.click(button('Continue'));
    await step('My order');
    const agreements = await screen.findByRole('group', { name: 'Agreements' }, { timeout: 10_000 });
    for (const box of within(agreements).getAllByRole('checkbox')) await user.click(box);
    await user.click(button('Go to payment'));
    await teamStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: message });
  });

  it('a member whose captain pays sees the team and a note, and no Continue', async () => {
    teamServer(
      teamContext(
        teamView({
          role: 'member',
          captainName: 'Иван Смирнов',
          members: [
            member(20, 'Иван Смирнов', { role: 'captain', kind: 'self', gender: 'male' }),
            member(21, 'Анна Петрова', { you: true }),
          ],
        }),
      ),
    );
    open();
    await teamStep();
    expect(screen.getByText('You are a member of this team · Captain: Иван Смирнов')).toBeVisible();
    expect(
      screen.getByText(/The captain registers and pays for the whole team: you do not need/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a friend' })).toBeNull();
    expect(button('Leave the team')).toBeEnabled();
  });

  it('a member who pays their own share continues to their own form', async () => {
    const user = userEvent.setup();
    const rules = { ...teamView().rules, payment: 'each' as const };
    teamServer(
      teamContext(
        teamView({
          role: 'member',
          rules,
          members: [
            member(20, 'Иван Смирнов', { role: 'captain' }),
            member(21, 'Анна Петрова', { you: true }),
          ],
        }),
      ),
    );
    open();
    await teamStep();
    expect(screen.getByText('Each member registers and pays for their own place.')).toBeVisible();
    await user.click(button('Continue'));
    expect(await step('My details')).toBeVisible();
  });

  it('says it in Russian', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ru');
    teamServer(teamContext(null));
    open();
    await teamStep('Команда');
    await user.click(screen.getByRole('button', { name: 'Создать команду' }));
    expect(await screen.findByText('Укажите название команды')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Найти команду' }));
    expect(await screen.findByText('Введите код')).toBeVisible();
  });
});
