import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TenantCode } from '../../../shared/tenant.js';
import { routesFor } from '../../app/routes/routes-for.js';
import { i18n } from '../../i18n/i18n.js';
import { apiError, calls, json, mockApi } from '../../test/api.js';
import { renderTenantApp, SIGNED_IN } from '../../test-utils/render-tenant-app.js';
import { JOIN_CODE, teamPreview, teamView } from '../register/team-fixtures.js';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const open = (path = '/team/join') => renderTenantApp({ user: SIGNED_IN, path });
const page = () => screen.findByRole('heading', { level: 1, name: 'Join a team' }, { timeout: 10_000 });
const codeField = () => screen.getByRole('textbox', { name: 'Team code' });
const button = (name: string) => screen.getByRole('button', { name });
const lookUps = () => calls.gets(/^\/api\/teams\/join\//);
const joins = () => calls.posts('/api/teams/join');

function findRoute(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children ? findRoute(route.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

describe('team join page', { timeout: 30_000 }, () => {
  it('is on every tenant, in the order layout, for signed-in users only', () => {
    for (const tenant of ['default', 'pionercup', 'fontanka'] satisfies TenantCode[]) {
      const route = findRoute(routesFor(tenant), 'team-join');
      expect(route?.path).toBe('team/join');
      expect(route?.handle).toMatchObject({ layout: 'order', requiresAuth: true });
    }
  });

  it("asks for a code: empty says 'Enter code' and looks nothing up", async () => {
    const user = userEvent.setup();
    open();
    await page();
    expect(document.title).toBe('Join a team');
    await user.click(button('Find'));
    expect(await screen.findByText('Enter code')).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription('Enter code');
    expect(codeField()).toHaveFocus();
    await user.type(codeField(), '   ');
    await user.click(button('Find'));
    expect(screen.getByText('Enter code')).toBeVisible();
    expect(lookUps()).toHaveLength(0);
  });

  it("an unknown code: 'Team not found. Please check the code.' next to the field, the code kept", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/teams/join/:code': () =>
        apiError(404, 'TEAM_NOT_FOUND', 'Team not found. Please check the code.'),
    });
    open();
    await page();
    await user.type(codeField(), 'zzzzz-zzzzz');
    await user.click(button('Find'));
    expect(await screen.findByText('Team not found. Please check the code.')).toBeVisible();
    expect(codeField()).toHaveAccessibleDescription('Team not found. Please check the code.');
    expect(codeField()).toHaveValue('zzzzz-zzzzz');
    expect(lookUps().map((c) => c.path)).toEqual(['/api/teams/join/zzzzz-zzzzz']);
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('finds the team of a code and joins it; each pays: on to the registration', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/teams/join/:code': () => json(teamPreview()),
      'POST /api/teams/join': () =>
        json(teamView({ role: 'member', rules: { ...teamView().rules, payment: 'each' } })),
    });
    open();
    await page();
    await user.type(codeField(), ' abcde fghjk ');
    await user.click(button('Find'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Team «Быстрые»' })).toBeVisible();
    expect(screen.getByText('Иван Смирнов')).toBeVisible();
    expect(screen.getByText(/^Белые ночи, 21 June 2030/)).toBeVisible();
    expect(screen.getByText('10 км')).toBeVisible();
    expect(screen.getByText('2 of 4')).toBeVisible();
    expect(lookUps().map((c) => c.path)).toEqual(['/api/teams/join/abcde%20fghjk']);

    await user.click(button('Join the team'));
    expect(await screen.findByRole('heading', { level: 2, name: 'You joined team «Быстрые»' })).toBeVisible();
    expect(joins().map((c) => c.body)).toEqual([{ code: 'abcde fghjk' }]);
    expect(screen.getByRole('link', { name: 'Continue registration' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register',
    );
  });

  it("opened from the captain's link: the code filled in and looked up; the captain pays", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/teams/join/:code': () => json(teamPreview({ payment: 'captain' })),
      'POST /api/teams/join': () => json(teamView({ role: 'member' })),
    });
    open(`/team/join?code=${JOIN_CODE}`);
    await page();
    expect(codeField()).toHaveValue(JOIN_CODE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Team «Быстрые»' })).toBeVisible();
    expect(screen.getByText('The captain registers and pays for the whole team.')).toBeVisible();
    await user.click(button('Join the team'));
    expect(await screen.findByText(/you do not need to pay/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continue registration' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the team' })).toHaveAttribute(
      'href',
      '/white-nights/10k/register',
    );
  });

  it("already a member: 'You are already a member', with the way to the team's registration", async () => {
    mockApi({ 'GET /api/teams/join/:code': () => json(teamPreview({ member: true })) });
    open(`/team/join?code=${JOIN_CODE}`);
    expect(await screen.findByText('You are already a member')).toBeVisible();
    expect(screen.getByRole('link', { name: "Go to the team's registration" })).toHaveAttribute(
      'href',
      '/white-nights/10k/register',
    );
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('a refusal to join says why: already a member, the team full', async () => {
    const user = userEvent.setup();
    let refusal = apiError(409, 'ALREADY_MEMBER', 'You are already a member');
    mockApi({
      'GET /api/teams/join/:code': () => json(teamPreview()),
      'POST /api/teams/join': () => refusal,
    });
    open(`/team/join?code=${JOIN_CODE}`);
    await screen.findByRole('heading', { level: 2, name: 'Team «Быстрые»' }, { timeout: 10_000 });
    await user.click(button('Join the team'));
    expect(await screen.findByText('You are already a member')).toBeVisible();
    expect(screen.getByRole('link', { name: "Go to the team's registration" })).toBeVisible();

    refusal = apiError(409, 'TEAM_FULL', 'The team is full: every place in it is taken.');
    await user.click(button('Find'));
    await user.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The team is full: every place in it is taken.',
    );
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
    await waitFor(() => expect(joins()).toHaveLength(2));
  });

  it('a full team cannot be joined; in Russian', async () => {
    await i18n.changeLanguage('ru');
    mockApi({ 'GET /api/teams/join/:code': () => json(teamPreview({ full: true, members: 4 })) });
    open(`/team/join?code=${JOIN_CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вступить в команду' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('В команде нет свободных мест: все места уже заняты.')).toBeVisible();
    expect(screen.getByText('4 из 4')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Вступить в команду' })).toBeNull();
  });
});
