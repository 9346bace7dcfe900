import { and, eq, inArray, sql } from 'drizzle-orm';
import { PASSWORD } from '../auth/auth-test-helpers.js';
import { newToken, tokenHash } from '../auth/sessions.js';
import { rowsOf } from '../catalogue/db-rows.js';
import type { Database } from '../db/client.js';
import {
  campaignEvents,
  campaigns,
  clubs,
  emailTokens,
  eventQuestions,
  events,
  mailOutbox,
  orderItems,
  orders,
  personImages,
  persons,
  races,
  registrationDrafts,
  registrations,
  relatives,
  taxCertificates,
  taxDeductionRequests,
  teamMembers,
  teams,
} from '../db/schema.js';
import { formatJoinCode, teamNameKey } from '../../shared/domain/teams.js';
import { newJoinCode } from '../teams/teams.repo.js';
import type { TenantId } from '../tenants/tenant-id.js';
import { createTestAccount, type TestAccount } from './accounts-fixture.js';
import { seedCatalogueFixture } from './catalogue-fixture.js';
import { seedContentFixture } from './content-fixture.js';
import { CORP_MARKED_COLUMNS, seedCorpIsolation } from './tenant-isolation-corp-fixture.js';
import { tenantIdOf } from './test-app.js';

/*
 * Tenant A's private data for the cross-tenant test (http/tenant-isolation.test.ts): on top of the catalogue
 * and content fixtures (whose A rows are the default tenant's), an account with a session, its relatives
 * (created and linked), photo, question, paid order with its registration, draft, mails, one-time tokens and a
 * relay team (with its join code);
 * a second A account whose address the test types into B's forms; and an account of tenant B.
 */

const FAR = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

export interface IsolationFixture {
  a: TenantId;
  b: TenantId;
  /** A's account, signed in with `alice.cookie`; its e-mail and names are markers. */
  alice: TestAccount;
  /** A's other account: the address (and password) the test sends to B's forms, so not a marker itself. */
  amelie: TestAccount;
  /** B's account; each request gets a fresh session of it. */
  bob: TestAccount;
  /** Codes and ids of A's rows, by what they are. */
  eventCodes: string[];
  raceCodes: string[];
  seriesCodes: string[];
  campaignCodes: string[];
  clubIds: number[];
  vacancyIds: number[];
  relativeIds: number[];
  personIds: number[];
  orderNumbers: string[];
  /** Alice's certificate for the tax deduction of her paid entry (issue 19). */
  certificateIds: number[];
  /** A's relay race, its team (captained by alice), the team's members and its join code as shown. */
  teamRaceCodes: string[];
  teamIds: number[];
  teamMemberIds: number[];
  joinCodes: string[];
  /** A's company in the corporate cabinet (alice its admin), its contact, lead and open invitation. */
  companyIds: number[];
  contactIds: number[];
  leadIds: number[];
  companyInvitationIds: number[];
  /**
   * Unused one-time tokens of A: confirm-email, reset-password, unlock-sign-in, link-relative, answer, a
   * friend's invitation.
   */
  tokens: string[];
  /** Texts that only A's rows hold: none may reach an answer on B. */
  markers: string[];
}

/** The columns whose texts, in one tenant's rows, name that tenant's private things. */
const MARKED_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['events', 'name_ru'],
  ['events', 'name_en'],
  ['series', 'name_ru'],
  ['series', 'name_en'],
  ['campaigns', 'title_ru'],
  ['campaigns', 'title_en'],
  ['vacancies', 'title_ru'],
  ['vacancies', 'title_en'],
  ['clubs', 'name'],
  ['organizers', 'name'],
  ['organizers', 'legal_name'],
  ['results', 'name'],
  ['persons', 'last_name'],
  ['registrations', 'last_name'],
  ['orders', 'number'],
  ['order_items', 'name'],
  ['event_questions', 'text'],
  ['mail_outbox', 'subject'],
  ['mail_outbox', 'to'],
  ['teams', 'name'],
  ['team_members', 'last_name'],
  ...CORP_MARKED_COLUMNS,
];

/** The texts of MARKED_COLUMNS in one tenant's rows. */
async function textsOf(database: Database, tenantId: number): Promise<Set<string>> {
  const selects = MARKED_COLUMNS.map(
    ([table, column]) =>
      sql`select ${sql.identifier(column)}::text as text from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
  );
  const rows = await rowsOf<{ text: string | null }>(database.db, sql.join(selects, sql` union `));
  return new Set(rows.map((r) => r.text).filter((text): text is string => text !== null));
}

/** An unused one-time token of an A account, by purpose; answers the token. */
async function insertToken(
  database: Database,
  a: TenantId,
  userId: number,
  purpose: 'confirm-email' | 'reset-password' | 'unlock-sign-in' | 'link-relative',
  payload: Record<string, string | number> = {},
): Promise<string> {
  const token = newToken();
  await database.db
    .insert(emailTokens)
    .values({ id: tokenHash(token), tenantId: a, userId, purpose, payload, expiresAt: FAR });
  return token;
}

export async function seedIsolationFixture(database: Database): Promise<IsolationFixture> {
  const { db } = database;
  const catalogue = await seedCatalogueFixture(database);
  const content = await seedContentFixture(database, catalogue.tenantIds, catalogue.now);
  const a = await tenantIdOf(database, 'default');
  const b = await tenantIdOf(database, 'pionercup');

  const alice = await createTestAccount(database, a, {
    email: 'adelaida.izolyatskaya@a-tenant.example',
    person: { firstName: 'Аделаида', lastName: 'Изоляцкая', phone: '+79160000001' },
  });
  const amelie = await createTestAccount(database, a, {
    email: 'amelia.atkinson@a-tenant.example',
    password: PASSWORD,
    person: { firstName: 'Амелия', lastName: 'Аткинсонова' },
  });
  const bob = await createTestAccount(database, b, {
    email: 'bertram.betov@b-tenant.example',
    person: { firstName: 'Бертрам', lastName: 'Бетов' },
  });

  // alice's family: a relative she created, and amelie linked (pending: amelie has not confirmed yet)
  const [relativePerson] = await db
    .insert(persons)
    .values({ tenantId: a, createdByUserId: alice.userId, firstName: 'Ростислав', lastName: 'Родственников' })
    .returning({ id: persons.id });
  const [created] = await db
    .insert(relatives)
    .values({ tenantId: a, ownerUserId: alice.userId, personId: relativePerson!.id, kind: 'created' })
    .returning({ id: relatives.id });
  const [linked] = await db
    .insert(relatives)
    .values({
      tenantId: a,
      ownerUserId: alice.userId,
      personId: amelie.personId,
      kind: 'linked',
      status: 'pending',
    })
    .returning({ id: relatives.id });
  await db.insert(personImages).values({
    tenantId: a,
    personId: alice.personId,
    contentType: 'image/jpeg',
    bytes: Buffer.from('A-ISO photo of Аделаида'),
  });

  const [marathon] = await db
    .select({ eventId: events.id, raceId: races.id })
    .from(events)
    .innerJoin(races, eq(races.eventId, events.id))
    .where(and(eq(events.tenantId, a), eq(events.code, 'moscow-marathon'), eq(races.code, 'r42')));
  if (!marathon) throw new Error('the catalogue fixture has no moscow-marathon r42');

  const answerToken = newToken();
  await db.insert(eventQuestions).values({
    tenantId: a,
    eventId: marathon.eventId,
    userId: alice.userId,
    text: 'Секретный вопрос Аделаиды организатору',
    answerTokenHash: tokenHash(answerToken),
  });

  const [order] = await db
    .insert(orders)
    .values({
      tenantId: a,
      userId: alice.userId,
      number: 'A-ISO-0042',
      status: 'paid',
      eventId: marathon.eventId,
      raceId: marathon.raceId,
      totalAmount: 300000,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  const [registration] = await db
    .insert(registrations)
    .values({
      tenantId: a,
      eventId: marathon.eventId,
      raceId: marathon.raceId,
      status: 'confirmed',
      bib: '4242',
      firstName: 'Аделаида',
      lastName: 'Изоляцкая',
      personId: alice.personId,
      userId: alice.userId,
      orderId: order!.id,
      participantKind: 'self',
    })
    .returning({ id: registrations.id });
  // a friend Alice registered, with the token of the invitation link
  const invitationToken = newToken();
  await db.insert(registrations).values({
    tenantId: a,
    eventId: marathon.eventId,
    raceId: marathon.raceId,
    status: 'confirmed',
    firstName: 'Феофан',
    lastName: 'Изоляцкий',
    userId: alice.userId,
    orderId: order!.id,
    participantKind: 'friend',
    email: 'feofan@a-iso.example',
    entry: { lastName: 'Изоляцкий', firstName: 'Феофан', phone: '+79160004242' },
    invitationHash: tokenHash(invitationToken),
  });
  await db.insert(orderItems).values({
    tenantId: a,
    orderId: order!.id,
    kind: 'registration',
    name: 'Стартовый взнос A-ISO',
    priceAmount: 300000,
    registrationId: registration!.id,
  });
  // her certificate for the tax deduction of that entry (issue 19), issued by the marathon's organizer
  const [taxRequest] = await db
    .insert(taxDeductionRequests)
    .values({
      tenantId: a,
      userId: alice.userId,
      year: 2025,
      payer: 'MY_SELF',
      payerInn: '500100732259',
      payerPerson: { lastName: 'Изоляцкая', firstName: 'Аделаида', patronymic: '', birthDate: '1990-01-01' },
      participant: 'MY_SELF',
      participantPersonId: alice.personId,
    })
    .returning({ id: taxDeductionRequests.id });
  const [marathonOrganizer] = await db
    .select({ id: events.organizerId })
    .from(events)
    .where(eq(events.id, marathon.eventId));
  const [certificate] = await db
    .insert(taxCertificates)
    .values({
      tenantId: a,
      requestId: taxRequest!.id,
      organizerId: marathonOrganizer!.id!,
      year: 2025,
      number: 1,
      amount: 300000,
      organizer: { name: 'A-ISO организатор', legalName: '', inn: '', kpp: '', address: '' },
      payer: {
        lastName: 'Изоляцкая',
        firstName: 'Аделаида',
        patronymic: '',
        birthDate: '1990-01-01',
        inn: '500100732259',
      },
      participant: { lastName: 'Изоляцкая', firstName: 'Аделаида', patronymic: '', birthDate: '1990-01-01' },
      payerIsParticipant: true,
      basis: [{ orderNumber: 'A-ISO-0042', event: 'A-ISO', amount: 300000 }],
      issuedBy: `user:${alice.userId}`,
    })
    .returning({ id: taxCertificates.id });
  await db.insert(registrationDrafts).values({
    tenantId: a,
    userId: alice.userId,
    eventId: marathon.eventId,
    raceId: marathon.raceId,
    data: { step: 'participants', note: 'Черновик Аделаиды' },
  });
  await db.insert(mailOutbox).values({
    tenantId: a,
    to: alice.email,
    subject: 'Письмо только для A-ISO',
    text: 'A-ISO mail text',
    html: '<p>A-ISO mail text</p>',
  });

  const [campaign] = await db
    .insert(campaigns)
    .values({
      tenantId: a,
      code: 'a-iso-offer',
      partnerName: 'Partner A-ISO',
      partnerUrl: 'https://a-iso.example',
      titleRu: 'Предложение только для A-ISO',
      titleEn: 'An offer of A-ISO only',
    })
    .returning({ id: campaigns.id });
  await db
    .insert(campaignEvents)
    .values({ tenantId: a, campaignId: campaign!.id, eventId: marathon.eventId });

  // alice's relay team on the marathon: she captains it, her relative runs a stage
  const [relay] = await db
    .insert(races)
    .values({
      tenantId: a,
      eventId: marathon.eventId,
      code: 'relay-iso',
      nameRu: 'Эстафета',
      nameEn: 'Relay',
      lengthM: 20_000,
      startsAt: FAR,
      format: 'relay',
      teamMinMembers: 2,
      teamMaxMembers: 4,
    })
    .returning({ id: races.id });
  const [team] = await db
    .insert(teams)
    .values({
      tenantId: a,
      eventId: marathon.eventId,
      raceId: relay!.id,
      name: 'Команда Изоляцких',
      nameKey: teamNameKey('Команда Изоляцких'),
      joinCode: newJoinCode(),
      captainUserId: alice.userId,
      expiresAt: FAR,
    })
    .returning({ id: teams.id, joinCode: teams.joinCode });
  const teamRows = await db
    .insert(teamMembers)
    .values([
      {
        tenantId: a,
        teamId: team!.id,
        raceId: relay!.id,
        role: 'captain',
        kind: 'self',
        personId: alice.personId,
        userId: alice.userId,
        firstName: 'Аделаида',
        lastName: 'Изоляцкая',
      },
      {
        tenantId: a,
        teamId: team!.id,
        raceId: relay!.id,
        kind: 'relative',
        personId: relativePerson!.id,
        firstName: 'Ростислав',
        lastName: 'Родственников',
        stage: 1,
      },
    ])
    .returning({ id: teamMembers.id });

  const corp = await seedCorpIsolation(database, a, alice.userId);
  const tokens = [
    corp.companyInvitationToken,
    await insertToken(database, a, alice.userId, 'confirm-email', { returnUrl: '/' }),
    await insertToken(database, a, alice.userId, 'reset-password'),
    await insertToken(database, a, amelie.userId, 'unlock-sign-in', { email: amelie.email }),
    await insertToken(database, a, amelie.userId, 'link-relative', { relativeId: linked!.id }),
    answerToken,
    invitationToken,
  ];

  // what the sweeper would do to A's expired holds, done now: A's rows stay as they are during the test
  await db
    .update(registrations)
    .set({ status: 'expired' })
    .where(and(eq(registrations.tenantId, a), eq(registrations.status, 'pending'), sql`expires_at <= now()`));

  const own = await textsOf(database, a);
  const others = await textsOf(database, b);
  const markers = [...new Set([...own, alice.email, 'Аделаида', 'Ростислав', 'Амелия'])]
    // the address typed into B's forms is B's data once B has it
    .filter((text) => text !== amelie.email && !others.has(text))
    // escaped in HTML or JSON, such a text would not be found as it is
    .filter((text) => text.length >= 4 && !/[<>&"'\\]/.test(text));

  const clubRows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.tenantId, a));
  const codes = await db
    .select({ code: events.code })
    .from(events)
    .where(
      and(
        eq(events.tenantId, a),
        inArray(events.code, ['moscow-marathon', 'hidden-event', 'past-ski', 'full-race']),
      ),
    );
  return {
    a,
    b,
    alice,
    amelie,
    bob,
    eventCodes: codes.map((r) => r.code),
    raceCodes: ['r42', 'r10'],
    seriesCodes: ['spring-cup'],
    // ostrovok is a code of both tenants: B answers its own
    campaignCodes: ['a-iso-offer', 'ostrovok'],
    clubIds: clubRows.map((r) => r.id),
    vacancyIds: [content.vacancyIds.frontend, content.vacancyIds.draft],
    relativeIds: [created!.id, linked!.id],
    personIds: [alice.personId, relativePerson!.id, amelie.personId],
    orderNumbers: ['A-ISO-0042'],
    certificateIds: [certificate!.id],
    teamRaceCodes: ['relay-iso'],
    teamIds: [team!.id],
    teamMemberIds: teamRows.map((m) => m.id),
    joinCodes: [formatJoinCode(team!.joinCode)],
    companyIds: corp.companyIds,
    contactIds: corp.contactIds,
    leadIds: corp.leadIds,
    companyInvitationIds: corp.companyInvitationIds,
    tokens,
    markers,
  };
}
