import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import type { UserRole } from '../../../shared/schemas/user.js';
import type { Db } from '../client.js';
import {
  events,
  identityDocuments,
  organizerMembers,
  persons,
  relatives,
  tenants,
  users,
  type NewPersonRow,
} from '../schema.js';
import { seedDemoHistory } from './account-history.js';
import { seedDemoCorporate } from './corporate.js';
import { seedDemoCorporateOrders } from './corporate-orders.js';
import { seedDemoTaxDeduction } from './tax-deduction.js';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'startline-demo';
export const DEMO_PARTICIPANT_EMAIL = 'anna@startline.test';

interface DemoAccount {
  email: string;
  roles: UserRole[];
  person: Partial<NewPersonRow>;
  documents?: { type: string; number: string }[];
}

const MOSCOW_ADDRESS = {
  country: 'RU',
  region: 'Москва',
  city: 'Москва',
  street: 'Ленинский проспект',
  building: '32',
  apartment: '14',
  postcode: '119334',
} satisfies Partial<NewPersonRow>;

const ANNA: DemoAccount = {
  email: DEMO_PARTICIPANT_EMAIL,
  roles: [],
  person: {
    lastName: 'Смирнова',
    firstName: 'Анна',
    patronymic: 'Сергеевна',
    birthDate: '1990-04-12',
    gender: 'female',
    ...MOSCOW_ADDRESS,
    phone: '+79161234567',
    emergencyPhone: '+79031234567',
    noClub: false,
    club: 'Moscow Runners',
    profession: 'Инженер',
    starterPackSize: 'S',
    socialCategory: 'none',
  },
  documents: [{ type: '21', number: '45 12 345678' }],
};

const IVAN: DemoAccount = {
  email: 'ivan@startline.test',
  roles: [],
  person: {
    lastName: 'Смирнов',
    firstName: 'Иван',
    patronymic: 'Петрович',
    birthDate: '1988-09-03',
    gender: 'male',
    ...MOSCOW_ADDRESS,
    phone: '+79167654321',
    emergencyPhone: '+79161234567',
    noClub: true,
    starterPackSize: 'L',
  },
};

const OTHERS: DemoAccount[] = [
  {
    email: 'org@startline.test',
    roles: ['Organization'],
    person: { lastName: 'Орлова', firstName: 'Ольга', gender: 'female', phone: '+79261112233' },
  },
  {
    // works the start-pack point of moscow-marathon's organizer (issue 18 item 5)
    email: 'operator@startline.test',
    roles: ['Organization'],
    person: { lastName: 'Петров', firstName: 'Олег', gender: 'male', phone: '+79265550011' },
  },
  {
    email: 'admin@startline.test',
    roles: ['Administrator'],
    person: { lastName: 'Админов', firstName: 'Алексей', gender: 'male', phone: '+79265554433' },
  },
];

const MISHA: Partial<NewPersonRow> = {
  lastName: 'Смирнов',
  firstName: 'Миша',
  patronymic: 'Иванович',
  birthDate: '2014-06-21',
  gender: 'male',
  ...MOSCOW_ADDRESS,
  phone: '+79161234567',
  emergencyPhone: '+79031234567',
  noClub: true,
  starterPackSize: 'XS',
};

async function insertAccount(tx: Db, tenantId: number, account: DemoAccount, passwordHash: string) {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      email: account.email,
      passwordHash,
      roles: account.roles,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`demo account ${account.email} not inserted`);
  const [person] = await tx
    .insert(persons)
    .values({ tenantId, accountUserId: user.id, ...account.person })
    .returning({ id: persons.id });
  if (!person) throw new Error(`demo person of ${account.email} not inserted`);
  if (account.documents?.length) {
    await tx
      .insert(identityDocuments)
      .values(account.documents.map((d) => ({ tenantId, personId: person.id, ...d })));
  }
  return { userId: user.id, personId: person.id };
}

/**
 * The demo accounts (issue 4), on the default tenant, for dev mode only: the participant Anna with a
 * complete profile, two relatives (her son Misha, created by her, and Ivan's account, linked and
 * confirmed), a race history and two upcoming registrations with orders; an organizer and an administrator.
 * Dates are relative to `now`, so call this after the demo catalogue's dates were moved to today. Skipped
 * when the participant exists, so a later start neither duplicates nor moves anything.
 */
export async function seedDemoAccounts(db: Db, now: Date = new Date()): Promise<{ seeded: boolean }> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'default'));
  if (!tenant) return { seeded: false };
  const exists = async (on: Db) =>
    (
      await on
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.email, DEMO_PARTICIPANT_EMAIL)))
    ).length > 0;
  if (await exists(db)) return { seeded: false };
  const all = [ANNA, IVAN, ...OTHERS];
  // one hash serves every demo account (same, documented password): argon2id is ~75 ms a hash at start
  const hash = await hashPassword(DEMO_PASSWORD);
  const hashes = all.map(() => hash);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (await exists(tx)) return { seeded: false };
    const ids: { userId: number; personId: number }[] = [];
    for (const [i, account] of all.entries())
      ids.push(await insertAccount(tx, tenant.id, account, hashes[i]!));
    const [anna, ivan] = ids;
    if (!anna || !ivan) throw new Error('demo accounts not inserted');
    const [misha] = await tx
      .insert(persons)
      .values({ tenantId: tenant.id, createdByUserId: anna.userId, ...MISHA })
      .returning({ id: persons.id });
    await tx.insert(relatives).values([
      {
        tenantId: tenant.id,
        ownerUserId: anna.userId,
        personId: misha!.id,
        kind: 'created',
        status: 'active',
      },
      {
        tenantId: tenant.id,
        ownerUserId: anna.userId,
        personId: ivan.personId,
        kind: 'linked',
        status: 'active',
      },
    ]);
    await seedDemoHistory(tx, tenant.id, anna, ANNA.person, now);
    // last year's paid orders for her and Misha, for the tax deduction (issue 19)
    const named = (personId: number, p: Partial<NewPersonRow>) => ({
      personId,
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      gender: p.gender === 'male' ? ('male' as const) : ('female' as const),
      birthDate: p.birthDate ?? null,
    });
    await seedDemoTaxDeduction(
      tx,
      tenant.id,
      { self: named(anna.personId, ANNA.person), child: named(misha!.id, MISHA) },
      anna.userId,
      now,
    );
    // the organizer account owns the cabinet of moscow-marathon's organizer (issue 18, ADR 022)
    const org = ids[all.findIndex((a) => a.email === 'org@startline.test')];
    const [organizer] = await tx
      .select({ id: events.organizerId })
      .from(events)
      .where(and(eq(events.tenantId, tenant.id), eq(events.code, 'moscow-marathon')));
    if (org && organizer?.id) {
      await tx
        .insert(organizerMembers)
        .values({ tenantId: tenant.id, organizerId: organizer.id, userId: org.userId, role: 'owner' });
    }
    const operator = ids[all.findIndex((a) => a.email === 'operator@startline.test')];
    if (operator && organizer?.id) {
      await tx.insert(organizerMembers).values({
        tenantId: tenant.id,
        organizerId: organizer.id,
        userId: operator.userId,
        role: 'operator',
      });
    }
    // the corporate cabinet's demo company «Ромашка» (issue 19, ADR 031)
    const corporate = await seedDemoCorporate(tx, tenant.id, hash);
    // its last season's order with results, for the company's reports (issue 19 item 8)
    await seedDemoCorporateOrders(tx, tenant.id, corporate, now);
    return { seeded: true };
  });
}
