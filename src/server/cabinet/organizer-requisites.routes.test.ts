import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUISITES } from '../../shared/domain/requisites-fixture.js';
import { organizerRequisitesPageSchema } from '../../shared/schemas/cabinet-organizer.js';
import { organizers } from '../db/schema.js';
import { accountHeaders, createTestAccount, type TestAccount } from '../test/accounts-fixture.js';
import { tenantIdOf, useTestApp } from '../test/test-app.js';
import { addMember, insertOrganizer } from './cabinet-fixture.js';

/**
 * The organizer's requisites in the cabinet (issue 18, ADR 022 addendum): the owner edits them, checked
 * field by field (INN, KPP, OGRN with their check digits, BIK, accounts against the BIK); managers and
 * support read them; an operator may not; another organizer, a runner and another tenant get 404.
 */
describe('the organizer cabinet: requisites', () => {
  const ctx = useTestApp();
  let tenantId: number;
  let organizer: number;
  let seq = 0;
  const who = {} as Record<
    'owner' | 'manager' | 'operator' | 'support' | 'rival' | 'runner' | 'pioner',
    TestAccount
  >;
  const valid = { ...VALID_REQUISITES, legalName: 'ООО «Клуб бегунов»' };

  const url = (id: number | string = organizer) => `/api/cabinet/organizers/${id}/requisites`;
  const show = (as: TestAccount, id: number | string = organizer, host?: string) =>
    ctx.app.inject({ url: url(id), headers: accountHeaders(as.cookie, host ? { host } : {}) });
  const save = (
    as: TestAccount,
    payload: object,
    options: { id?: number | string; lang?: 'ru' | 'en'; host?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'PUT',
      url: url(options.id),
      headers: accountHeaders(as.cookie, {
        lang: options.lang ?? 'en',
        ...(options.host ? { host: options.host } : {}),
      }),
      payload,
    });
  const stored = async () =>
    (await ctx.database.db.select().from(organizers).where(eq(organizers.id, organizer)))[0]!;

  beforeAll(async () => {
    tenantId = await tenantIdOf(ctx.database, 'default');
    organizer = await insertOrganizer(ctx.database, tenantId, 'Клуб бегунов');
    const rival = await insertOrganizer(ctx.database, tenantId, 'Другой клуб');
    const account = (roles: ('Administrator' | 'Organization')[] = [], tenant = tenantId) =>
      createTestAccount(ctx.database, tenant, { email: `requisites${++seq}@example.org`, roles });
    for (const role of ['owner', 'manager', 'operator'] as const) {
      who[role] = await account(['Organization']);
      await addMember(ctx.database, tenantId, organizer, who[role].userId, role);
    }
    who.support = await account(['Administrator']);
    who.rival = await account(['Organization']);
    await addMember(ctx.database, tenantId, rival, who.rival.userId, 'owner');
    who.runner = await account();
    who.pioner = await account(['Administrator'], await tenantIdOf(ctx.database, 'pionercup'));
  });

  it('lets the owner save them, numbers typed with spaces kept as digits, and reads them back', async () => {
    const res = await save(who.owner, { ...valid, inn: '7707 083 893', kpp: '7736ab001' });
    expect(res.statusCode, res.body).toBe(200);
    const page = organizerRequisitesPageSchema.parse(res.json());
    expect(page).toEqual({
      organizer: { id: organizer, name: 'Клуб бегунов' },
      requisites: { ...valid, kpp: '7736AB001' },
      canEdit: true,
      taxDeductionListed: false,
      canEditListing: false,
    });
    expect(await stored()).toMatchObject({ inn: '7707083893', kpp: '7736AB001', bic: '044525225' });
    const read = organizerRequisitesPageSchema.parse((await show(who.owner)).json());
    expect(read.requisites.settlementAccount).toBe(valid.settlementAccount);
  });

  it('answers a bad INN, OGRN and account with each field’s message, in the user’s language, and keeps what was stored', async () => {
    await save(who.owner, valid);
    const bad = await save(
      who.owner,
      { ...valid, inn: '7707083894', ogrn: '102770013219', settlementAccount: '40702810938000012346' },
      { lang: 'ru' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      inn: 'Такого ИНН не бывает: проверьте цифры',
      ogrn: 'ОГРН состоит из 13 цифр, ОГРНИП — из 15 цифр',
      settlementAccount: 'Счёт не сходится с БИК: проверьте цифры обоих',
    });
    const en = await save(who.owner, { ...valid, inn: '12345', bic: '' });
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields).toMatchObject({
      inn: 'The INN has 10 digits (a company) or 12 digits (a sole trader)',
      bic: 'This field is required.',
    });
    expect(await stored()).toMatchObject({ inn: valid.inn, ogrn: valid.ogrn });
    // not even a body: 400, never 500
    expect((await save(who.owner, { inn: 5 })).statusCode).toBe(400);
  });

  it('shows them read-only to a manager and support, who may not save; an operator may not even see them', async () => {
    for (const reader of [who.manager, who.support]) {
      const res = await show(reader);
      expect(res.statusCode, res.body).toBe(200);
      expect(organizerRequisitesPageSchema.parse(res.json()).canEdit).toBe(false);
      expect((await save(reader, valid)).statusCode).toBe(403);
    }
    expect((await show(who.operator)).statusCode).toBe(403);
    expect((await save(who.operator, valid)).statusCode).toBe(403);
  });

  it('answers 404 to another organizer’s owner, a runner, another tenant and an unknown organizer', async () => {
    await save(who.owner, valid);
    for (const stranger of [who.rival, who.runner]) {
      expect((await show(stranger)).statusCode).toBe(404);
      expect((await save(stranger, { ...valid, legalName: 'Захват' })).statusCode).toBe(404);
    }
    // the other tenant's support, on its own host, with this tenant's organizer id
    expect((await show(who.pioner, organizer, 'pionercup.localhost')).statusCode).toBe(404);
    expect(
      (await save(who.pioner, { ...valid, legalName: 'Захват' }, { host: 'pionercup.localhost' })).statusCode,
    ).toBe(404);
    expect((await show(who.owner, 999_999_999)).statusCode).toBe(404);
    expect((await show(who.owner, 'abc')).statusCode).toBe(400);
    expect((await stored()).legalName).toBe(valid.legalName);
  });

  it('lets support alone mark the organizer as on the Ministry of Sport’s list for the tax deduction', async () => {
    const mark = (as: TestAccount, listed: unknown, host?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/cabinet/organizers/${organizer}/tax-deduction-listing`,
        headers: accountHeaders(as.cookie, host ? { host } : {}),
        payload: { listed },
      });
    expect(organizerRequisitesPageSchema.parse((await show(who.owner)).json())).toMatchObject({
      taxDeductionListed: false,
      canEditListing: false,
    });
    const marked = await mark(who.support, true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(organizerRequisitesPageSchema.parse(marked.json())).toMatchObject({
      taxDeductionListed: true,
      canEditListing: true,
    });
    expect((await stored()).taxDeductionListed).toBe(true);
    // the organizer's own staff may not vouch for itself; strangers and the other tenant find nothing
    for (const staff of [who.owner, who.manager]) expect((await mark(staff, false)).statusCode).toBe(403);
    expect((await mark(who.operator, false)).statusCode).toBe(403);
    for (const stranger of [who.rival, who.runner])
      expect((await mark(stranger, false)).statusCode).toBe(404);
    expect((await mark(who.pioner, false, 'pionercup.localhost')).statusCode).toBe(404);
    expect((await mark(who.support, 'yes')).statusCode).toBe(400);
    expect((await stored()).taxDeductionListed).toBe(true);
    expect((await mark(who.support, false)).json()).toMatchObject({ taxDeductionListed: false });
    expect((await stored()).taxDeductionListed).toBe(false);
  });
});
