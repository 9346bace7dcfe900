import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabinetMemberSchema, cabinetMembersSchema } from '../../shared/schemas/cabinet-members.js';
import { organizerMembers } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { addMember, insertOrganizer } from './cabinet-fixture.js';

/** Who works in an organizer's cabinet (issue 18 item 1): the owner manages the members; one owner stays. */
describe('the organizer cabinet: members', () => {
  const ctx = useTestApp();
  let tenantId: TenantId;
  let organizer: number;
  let seq = 0;
  const who = {} as Record<'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'pioner', TestAccount>;

  const account = (
    options: { roles?: ('Administrator' | 'Organization')[]; tenant?: number; name?: string } = {},
  ) =>
    createTestAccount(ctx.database, options.tenant ?? tenantId, {
      email: `member${++seq}@example.org`,
      roles: options.roles ?? [],
      person: { firstName: options.name ?? `Person${seq}`, lastName: 'Test' },
    });

  const url = (id: number | string, userId?: number | string) =>
    `/api/cabinet/organizers/${id}/members${userId === undefined ? '' : `/${userId}`}`;
  const list = (as: TestAccount, id: number | string = organizer, host?: string) =>
    ctx.app.inject({ url: url(id), headers: accountHeaders(as.cookie, host ? { host } : {}) });
  const add = (
    as: TestAccount,
    payload: object | null,
    id: number | string = organizer,
    lang: 'ru' | 'en' = 'en',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: url(id),
      headers: accountHeaders(as.cookie, { lang }),
      ...(payload === null ? {} : { payload }),
    });
  const setRole = (
    as: TestAccount,
    userId: number | string,
    role: unknown,
    id: number | string = organizer,
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: url(id, userId),
      headers: accountHeaders(as.cookie),
      payload: { role },
    });
  const remove = (as: TestAccount, userId: number | string, id: number | string = organizer) =>
    ctx.app.inject({ method: 'DELETE', url: url(id, userId), headers: accountHeaders(as.cookie) });

  const ownersOf = async (id: number) =>
    (
      await ctx.database.db
        .select()
        .from(organizerMembers)
        .where(and(eq(organizerMembers.organizerId, id), eq(organizerMembers.role, 'owner')))
    ).map((m) => m.userId);

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    organizer = await insertOrganizer(ctx.database, tenantId, 'Клуб бегунов');
    const rival = await insertOrganizer(ctx.database, tenantId, 'Другой клуб');
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account({ roles: ['Organization'], name: role });
      await addMember(ctx.database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await account({ roles: ['Administrator'] });
    who.rival = await account({ roles: ['Organization'] });
    await addMember(ctx.database, tenantId, rival, who.rival.userId, 'owner');
    who.pioner = await account({
      roles: ['Administrator'],
      tenant: await tenantIdOf(ctx.database, 'pionercup'),
    });
  });

  it('lists the members, owners first; adds an account by e-mail, changes its role, removes it', async () => {
    const res = await list(who.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const members = cabinetMembersSchema.parse(res.json());
    expect(members.organizer).toEqual({ id: organizer, name: 'Клуб бегунов' });
    expect(members.self).toBe(who.owner.userId);
    expect(members.members.map((m) => [m.name, m.role])).toEqual([
      ['owner Test', 'owner'],
      ['manager Test', 'manager'],
      ['operator Test', 'operator'],
    ]);

    const newcomer = await account({ name: 'Vera' });
    const added = await add(who.owner, { email: `  ${newcomer.email.toUpperCase()} `, role: 'operator' });
    expect(added.statusCode, added.body).toBe(201);
    expect(cabinetMemberSchema.parse(added.json())).toMatchObject({
      userId: newcomer.userId,
      email: newcomer.email,
      name: 'Vera Test',
      role: 'operator',
    });
    // the newcomer now has the cabinet: their organizer, with the role given
    const me = await ctx.app.inject({ url: '/api/cabinet/me', headers: accountHeaders(newcomer.cookie) });
    expect(me.json().organizers).toEqual([{ id: organizer, name: 'Клуб бегунов', role: 'operator' }]);

    const changed = await setRole(who.owner, newcomer.userId, 'manager');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ userId: newcomer.userId, role: 'manager' });

    expect((await remove(who.owner, newcomer.userId)).statusCode).toBe(204);
    const gone = await ctx.app.inject({ url: '/api/cabinet/me', headers: accountHeaders(newcomer.cookie) });
    expect(gone.statusCode).toBe(403);
    expect((await remove(who.owner, newcomer.userId)).statusCode).toBe(404);
    expect((await setRole(who.owner, newcomer.userId, 'owner')).statusCode).toBe(404);
  });

  it('refuses an unknown account, another tenant’s, and a member twice, in words', async () => {
    const unknown = await add(who.owner, { email: 'nobody@example.org', role: 'manager' }, organizer, 'ru');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: { code: 'ACCOUNT_NOT_FOUND', message: 'Аккаунт не найден' },
    });
    expect((await add(who.owner, { email: who.pioner.email, role: 'manager' })).json()).toMatchObject({
      error: { code: 'ACCOUNT_NOT_FOUND' },
    });
    const twice = await add(who.owner, { email: who.manager.email, role: 'operator' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: {
        code: 'MEMBER_EXISTS',
        message: "This person already works in the organizer's cabinet. Change their role in the list.",
      },
    });
    expect((await list(who.owner)).json().members).toHaveLength(3);
  });

  it('keeps the last owner: no demotion, no removal; with a second owner both are possible', async () => {
    const lone = await insertOrganizer(ctx.database, tenantId, 'Один владелец');
    const boss = await account({ roles: ['Organization'] });
    await addMember(ctx.database, tenantId, lone, boss.userId, 'owner');
    const demote = await setRole(boss, boss.userId, 'manager', lone);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      error: {
        code: 'LAST_OWNER',
        message: 'The organizer must keep at least one owner. Make another member an owner first.',
      },
    });
    expect((await remove(boss, boss.userId, lone)).json()).toMatchObject({ error: { code: 'LAST_OWNER' } });
    expect(await ownersOf(lone)).toEqual([boss.userId]);

    const heir = await account();
    expect((await add(boss, { email: heir.email, role: 'owner' }, lone)).statusCode).toBe(201);
    expect((await remove(boss, boss.userId, lone)).statusCode).toBe(204);
    expect(await ownersOf(lone)).toEqual([heir.userId]);
    // the one who left has no way back in
    expect((await list(boss, lone)).statusCode).toBe(404);
    expect((await setRole(heir, heir.userId, 'operator', lone)).json()).toMatchObject({
      error: { code: 'LAST_OWNER' },
    });
  });

  it('two owners demoting each other at once leave one owner (the organizer row lock, real PostgreSQL)', async () => {
    for (let round = 0; round < 5; round++) {
      const shared = await insertOrganizer(ctx.database, tenantId, `Два владельца ${round}`);
      const a = await account();
      const b = await account();
      await addMember(ctx.database, tenantId, shared, a.userId, 'owner');
      await addMember(ctx.database, tenantId, shared, b.userId, 'owner');
      const results = await Promise.all([
        setRole(a, b.userId, 'manager', shared),
        setRole(b, a.userId, 'manager', shared),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      // the second finds itself demoted (403: no longer an owner)
      expect(statuses, results.map((r) => r.body).join(' ')).toEqual([200, 403]);
      expect(await ownersOf(shared)).toHaveLength(1);
    }
  });

  it('is the owner’s alone: manager, operator and support 403; other organizers and tenants 404', async () => {
    for (const role of ['manager', 'operator', 'support'] as const) {
      expect((await list(who[role])).statusCode, role).toBe(403);
      expect((await add(who[role], { email: who.rival.email, role: 'owner' })).statusCode, role).toBe(403);
      expect((await setRole(who[role], who[role].userId, 'owner')).statusCode, role).toBe(403);
      expect((await remove(who[role], who.owner.userId)).statusCode, role).toBe(403);
    }
    expect((await list(who.rival)).statusCode).toBe(404);
    expect((await setRole(who.rival, who.owner.userId, 'operator')).statusCode).toBe(404);
    expect((await remove(who.rival, who.owner.userId)).statusCode).toBe(404);
    expect((await list(who.pioner, organizer, 'pionercup.localhost')).statusCode).toBe(404);
    expect((await list(who.owner, 99_999_999)).statusCode).toBe(404);
    // a member of another organizer cannot be changed through this one
    expect((await setRole(who.owner, who.rival.userId, 'operator')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ url: url(organizer), headers: { host: 'localhost' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await ownersOf(organizer)).toEqual([who.owner.userId]);
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const bad = await add(who.owner, { email: 'not-an-address', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'role']);
    expect((await add(who.owner, { email: who.rival.email, role: 'support' })).statusCode).toBe(400);
    expect((await add(who.owner, null)).statusCode).toBe(400);
    for (const id of ['abc', '0', '-1', '1e40', '99999999999'])
      expect((await list(who.owner, id)).statusCode, id).toBe(400);
    expect((await setRole(who.owner, 'x', 'owner')).statusCode).toBe(400);
    expect((await setRole(who.owner, who.manager.userId, 42)).statusCode).toBe(400);
    expect((await remove(who.owner, '0')).statusCode).toBe(400);
  });
});
