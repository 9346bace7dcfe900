import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  companies,
  companyContacts,
  companyEmployees,
  companyMembers,
  corporateLeads,
  persons,
  users,
  type NewPersonRow,
} from '../schema.js';

/*
 * The demo company of the corporate cabinet (issue 19, ADR 031), on the default tenant: «Ромашка», made by
 * support from a /corp-client lead, with valid requisites (shared/domain/requisites.ts), an admin
 * (corp@startline.test) and a manager (hr@startline.test), and six employees none of whom linked an account
 * yet. A second lead («Лютик») waits for support to turn it into a company.
 */

export const DEMO_COMPANY = {
  name: 'Ромашка',
  legalName: 'ООО «Ромашка»',
  adminEmail: 'corp@startline.test',
  managerEmail: 'hr@startline.test',
  employeeEmails: [
    'ivanov@romashka.test',
    'petrova@romashka.test',
    'sidorov@romashka.test',
    'kuznetsova@romashka.test',
    'smirnov@romashka.test',
    'volkova@romashka.test',
  ],
} as const;

/** Requisites whose check digits hold (INN, OGRN; both accounts keyed to the BIK). */
export const DEMO_COMPANY_REQUISITES = {
  inn: '7704123450',
  kpp: '770401001',
  ogrn: '1027700123450',
  legalAddress: '119019, г. Москва, ул. Новый Арбат, д. 10, офис 5',
  postalAddress: '119019, г. Москва, ул. Новый Арбат, д. 10, офис 5',
  bankName: 'ПАО Сбербанк',
  bic: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
} as const;

interface DemoCorporateUser {
  email: string;
  person: Partial<NewPersonRow>;
}

const CORP_USERS: DemoCorporateUser[] = [
  {
    email: DEMO_COMPANY.adminEmail,
    person: {
      lastName: 'Корпоратова',
      firstName: 'Екатерина',
      patronymic: 'Андреевна',
      gender: 'female',
      birthDate: '1985-02-17',
      phone: '+79267770011',
    },
  },
  {
    email: DEMO_COMPANY.managerEmail,
    person: {
      lastName: 'Кадрова',
      firstName: 'Марина',
      patronymic: 'Викторовна',
      gender: 'female',
      birthDate: '1991-11-05',
      phone: '+79267770022',
    },
  },
];

const EMPLOYEES = [
  ['Иванов', 'Сергей', 'Петрович', 'male', '1982-03-14', '+79031110001'],
  ['Петрова', 'Ольга', 'Игоревна', 'female', '1990-07-22', '+79031110002'],
  ['Сидоров', 'Алексей', 'Николаевич', 'male', '1976-11-30', '+79031110003'],
  ['Кузнецова', 'Дарья', 'Александровна', 'female', '1998-01-09', '+79031110004'],
  ['Смирнов', 'Дмитрий', 'Олегович', 'male', '1987-05-18', '+79031110005'],
  ['Волкова', 'Анастасия', 'Евгеньевна', 'female', '2000-09-02', '+79031110006'],
] as const;

/** The demo company's id on the tenant (null before the demo seed ran). */
export async function demoCompanyId(db: Db, tenantId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.name, DEMO_COMPANY.name)));
  return row?.id ?? null;
}

/**
 * Seeds the demo company (in the caller's transaction; `passwordHash` is the demo password's). Returns the
 * ids other demo seeds may need.
 */
export async function seedDemoCorporate(
  tx: Db,
  tenantId: number,
  passwordHash: string,
): Promise<{ companyId: number; adminUserId: number; managerUserId: number; employeeIds: number[] }> {
  const userIds: number[] = [];
  for (const account of CORP_USERS) {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        email: account.email,
        passwordHash,
        roles: ['Organization'],
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`demo account ${account.email} not inserted`);
    await tx.insert(persons).values({ tenantId, accountUserId: user.id, country: 'RU', ...account.person });
    userIds.push(user.id);
  }
  const [adminUserId, managerUserId] = userIds as [number, number];

  const [lead] = await tx
    .insert(corporateLeads)
    .values({
      tenantId,
      company: DEMO_COMPANY.name,
      contactName: 'Корпоратова Екатерина',
      email: DEMO_COMPANY.adminEmail,
      phone: '+79267770011',
      employees: '51-200',
      interests: ['team-entries', 'wellness'],
      message: 'Хотим зарегистрировать сотрудников на осенний забег.',
      clientIp: '127.0.0.1',
    })
    .returning({ id: corporateLeads.id });
  await tx.insert(corporateLeads).values({
    tenantId,
    company: 'Лютик',
    contactName: 'Лютикова Вера',
    email: 'vera@lyutik.test',
    phone: '+79267770033',
    employees: '1-50',
    interests: ['corporate-race'],
    message: 'Интересует корпоративный забег для 30 человек.',
    clientIp: '127.0.0.1',
  });

  const [company] = await tx
    .insert(companies)
    .values({
      tenantId,
      name: DEMO_COMPANY.name,
      legalName: DEMO_COMPANY.legalName,
      ...DEMO_COMPANY_REQUISITES,
      leadId: lead?.id ?? null,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('demo company not inserted');
  await tx.insert(companyMembers).values([
    { tenantId, companyId: company.id, userId: adminUserId, role: 'admin' },
    { tenantId, companyId: company.id, userId: managerUserId, role: 'manager' },
  ]);
  await tx.insert(companyContacts).values([
    {
      tenantId,
      companyId: company.id,
      name: 'Корпоратова Екатерина Андреевна',
      position: 'Руководитель отдела персонала',
      email: DEMO_COMPANY.adminEmail,
      phone: '+79267770011',
    },
    {
      tenantId,
      companyId: company.id,
      name: 'Бухгалтерова Ирина Павловна',
      position: 'Главный бухгалтер',
      email: 'buh@romashka.test',
      phone: '+74951234567',
    },
  ]);
  const employees = await tx
    .insert(companyEmployees)
    .values(
      EMPLOYEES.map(([lastName, firstName, patronymic, gender, birthDate, phone], i) => ({
        tenantId,
        companyId: company.id,
        lastName,
        firstName,
        patronymic,
        gender,
        birthDate,
        phone,
        email: DEMO_COMPANY.employeeEmails[i]!,
      })),
    )
    .returning({ id: companyEmployees.id });
  return { companyId: company.id, adminUserId, managerUserId, employeeIds: employees.map((e) => e.id) };
}
