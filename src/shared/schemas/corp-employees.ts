import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { Language } from '../constants.js';
import { v } from '../validation-messages.js';
import { emailSchema, personNameSchema, tokenSchema } from './auth.js';
import { blankOr } from './blank-or.js';
import { birthDateSchema } from './profile.js';
import { rowIdSchema } from './row-id.js';

/*
 * A company's employees in the corporate cabinet (issue 19 item 6, ADR 031 point 5). Reading asks
 * 'employees.view' on the company, every change 'employees.edit' (company-permissions.ts).
 *
 *   GET    /api/corp/companies/:companyId/employees?q=&page=          → employeesPageSchema
 *   POST   /api/corp/companies/:companyId/employees                   ← employeeInputSchema → employeeSchema (201)
 *   PUT    /api/corp/companies/:companyId/employees/:id               ← employeeInputSchema → employeeSchema
 *   DELETE /api/corp/companies/:companyId/employees/:id               → 204 (kept for reports: removed_at)
 *   POST   /api/corp/companies/:companyId/employees/import/preview    ← the file's bytes → employeesImportPreviewSchema
 *   POST   /api/corp/companies/:companyId/employees/import            ← the same bytes → employeesImportedSchema
 *   POST   /api/corp/companies/:companyId/employees/:id/invite        → employeeSchema (the link mailed)
 *   POST   /api/corp/companies/:companyId/employees/invite            → employeesInvitedSchema (all not yet invited)
 *
 * The employee's side (any signed-in user holding the mailed link; no company role):
 *
 *   GET    /api/corp/join/:token     → employeeInvitationSchema (the company and what it will see)
 *   POST   /api/corp/join/:token     → employeeLinkSchema (consent: the account and its profile linked)
 *   DELETE /api/corp/join/:token     → 204 (declined: the link is spent)
 *   GET    /api/corp/links           → employeeLinksSchema (the companies the user shares their profile with)
 *   DELETE /api/corp/links/:id       → 204 (consent withdrawn: the company sees its own typed data again)
 *
 * A linked employee who consented is shown with the names, gender, birth date and e-mail of their own
 * profile, read-only for the company (a change writes only the company's note); an unlinked one with what
 * the company typed.
 */

/** The fields a company sees of an employee who linked their account and consented (the consent page lists them). */
export const SHARED_PROFILE_FIELDS = [
  'lastName',
  'firstName',
  'patronymic',
  'gender',
  'birthDate',
  'email',
] as const;

export const EMPLOYEE_FIELDS = [...SHARED_PROFILE_FIELDS, 'phone', 'note'] as const;
export type EmployeeField = (typeof EMPLOYEE_FIELDS)[number];

export const EMPLOYEE_GENDERS = ['male', 'female'] as const;
export type EmployeeGender = (typeof EMPLOYEE_GENDERS)[number];

/** Where the employee is: never invited, a link mailed, declined or withdrew, linked with consent. */
export const EMPLOYEE_STATUSES = ['not_invited', 'invited', 'declined', 'linked'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEES_PAGE = 25;
export const EMPLOYEE_NOTE_MAX = 500;

/** A phone as typed (`8 916 123-45-67`, `+7 (916) …`), kept in E.164; blank: none. */
export const employeePhoneSchema = z
  .string(v('stringExpected'))
  .trim()
  .max(40, v('phoneInvalid'))
  .transform((value, ctx) => {
    if (!value) return '';
    const phone = parsePhoneNumberFromString(/^7\d{10}$/.test(value) ? `+${value}` : value, 'RU');
    if (!phone?.isPossible()) {
      ctx.addIssue({ code: 'custom', message: v('phoneInvalid').error });
      return z.NEVER;
    }
    return phone.number;
  });

/** What the add and edit forms send (and what a file's line must make); blanks are '' (gender ''). */
export const employeeInputSchema = z.object({
  lastName: personNameSchema,
  firstName: personNameSchema,
  patronymic: blankOr(personNameSchema).default(''),
  gender: z
    .enum(['', ...EMPLOYEE_GENDERS], v('genderRequired'))
    .default('')
    .transform((value) => (value === '' ? null : value)),
  birthDate: blankOr(birthDateSchema)
    .default('')
    .transform((value) => value || null),
  email: blankOr(emailSchema)
    .default('')
    .transform((value) => value || null),
  phone: employeePhoneSchema.default(''),
  note: z.string(v('stringExpected')).trim().max(EMPLOYEE_NOTE_MAX, v('tooLong')).default(''),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeValues = z.output<typeof employeeInputSchema>;

export const employeeSchema = z.object({
  id: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  patronymic: z.string(),
  gender: z.enum(EMPLOYEE_GENDERS).nullable(),
  /** `YYYY-MM-DD`. */
  birthDate: z.string().nullable(),
  email: z.string().nullable(),
  /** '' for a linked employee: their profile's phone is not the company's to see. */
  phone: z.string(),
  note: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  /** ISO date-times of the last invitation and of the consent. */
  invitedAt: z.string().nullable(),
  consentedAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeesQuerySchema = z.object({
  /** Part of a name or of an e-mail. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type EmployeesQuery = z.input<typeof employeesQuerySchema>;

export const employeesPageSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** Whether the user may add, change, import and invite (support only looks). */
  canEdit: z.boolean(),
  /** The page's employees by last and first name, and how many match the search. */
  employees: z.array(employeeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Employees with an e-mail never invited: what "Invite all" would mail. */
  notInvited: z.number().int(),
});
export type EmployeesPage = z.infer<typeof employeesPageSchema>;

export const companyParams = z.object({ companyId: rowIdSchema });
export const employeeParams = companyParams.extend({ id: rowIdSchema });
export const invitationParams = z.object({ token: tokenSchema });

export const employeesInvitedSchema = z.object({ invited: z.number().int() });
export type EmployeesInvited = z.infer<typeof employeesInvitedSchema>;

/* ---- import ---- */

/** The largest file accepted (bytes) and the most data lines in it. */
export const EMPLOYEES_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const EMPLOYEES_FILE_MAX_LINES = 10_000;
/** The most lines a preview answers (all are checked; the counts cover every line). */
export const IMPORT_PREVIEW_MAX_LINES = 1_000;

/** The column names a file's header may use (lower-cased, spaces squeezed), by field; ru or en. */
export const EMPLOYEE_COLUMNS: Record<EmployeeField, readonly string[]> = {
  lastName: ['фамилия', 'last name', 'lastname', 'surname', 'family name'],
  firstName: ['имя', 'first name', 'firstname', 'given name'],
  patronymic: ['отчество', 'patronymic', 'middle name'],
  gender: ['пол', 'gender', 'sex'],
  birthDate: ['дата рождения', 'birth date', 'date of birth', 'birthdate', 'birthday'],
  email: ['e-mail', 'email', 'эл. почта', 'электронная почта', 'почта', 'e-mail address'],
  phone: ['телефон', 'phone', 'phone number', 'мобильный телефон', 'mobile'],
  note: ['примечание', 'note', 'comment', 'комментарий'],
};

export const importLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number().int(),
  /** The cells as the file has them. */
  values: z.object(
    Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, z.string()])) as Record<EmployeeField, z.ZodString>,
  ),
  /** What is wrong, by field ('line': the line as a whole); empty: it imports. */
  errors: z.array(z.object({ field: z.enum([...EMPLOYEE_FIELDS, 'line']), message: z.string() })),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const employeesImportPreviewSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  /** A CSV's encoding and separator as read; null for XLSX. */
  encoding: z.enum(['utf-8', 'windows-1251', 'utf-16le']).nullable(),
  delimiter: z.enum([';', ',', '\t']).nullable(),
  /** Every refused line, then the first accepted ones, at most IMPORT_PREVIEW_MAX_LINES, in file order. */
  lines: z.array(importLineSchema),
  accepted: z.number().int(),
  refused: z.number().int(),
});
export type EmployeesImportPreview = z.infer<typeof employeesImportPreviewSchema>;

export const employeesImportedSchema = z.object({
  /** Lines added; lines refused (the preview's, plus any an employee added since made duplicates). */
  added: z.number().int(),
  refused: z.number().int(),
});
export type EmployeesImported = z.infer<typeof employeesImportedSchema>;

/** A file's per-line and per-file messages in both languages (`{…}` filled in). */
export const EMPLOYEE_IMPORT_MESSAGES = {
  genderUnknown: {
    ru: '«{value}» — не пол: пишите М или Ж (муж, жен, male, female)',
    en: '“{value}” is not a gender: write M or F (male, female, М, Ж)',
  },
  dateUnknown: {
    ru: '«{value}» — не дата: пишите дд.мм.гггг или гггг-мм-дд',
    en: '“{value}” is not a date: write dd.mm.yyyy or yyyy-mm-dd',
  },
  emailTwice: {
    ru: 'E-mail {email} встречается в файле несколько раз: строки {lines}',
    en: 'E-mail {email} appears more than once in the file: lines {lines}',
  },
  emailTaken: {
    ru: 'Сотрудник с e-mail {email} уже есть в списке компании',
    en: 'An employee with e-mail {email} is already on the company’s list',
  },
  lineUnreadable: {
    ru: 'Строку не удалось прочитать: кавычки расставлены неверно',
    en: 'The line could not be read: its quotes are misplaced',
  },
  fileEmpty: { ru: 'файл пуст', en: 'the file is empty' },
  fileNotTable: {
    ru: 'это не таблица CSV или XLSX (сохраните список как CSV или XLSX)',
    en: 'this is not a CSV or XLSX table (save the list as CSV or XLSX)',
  },
  fileNoNames: {
    ru: 'в первой строке нет столбцов «Фамилия» и «Имя» (или «Last name» и «First name»)',
    en: 'the first line has no “Last name” and “First name” columns (or «Фамилия» and «Имя»)',
  },
  fileNoLines: {
    ru: 'после строки заголовков нет ни одной строки с сотрудником',
    en: 'there are no employee lines after the header line',
  },
  fileTooManyLines: {
    ru: 'в файле больше {max} строк с сотрудниками — разделите его на части',
    en: 'the file has more than {max} employee lines — split it into parts',
  },
} satisfies Record<string, Record<Language, string>>;

export type EmployeeImportMessage = keyof typeof EMPLOYEE_IMPORT_MESSAGES;

export function employeeImportMessage(
  key: EmployeeImportMessage,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return EMPLOYEE_IMPORT_MESSAGES[key][language].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}

/* ---- the employee's consent ---- */

export const employeeInvitationSchema = z.object({
  company: z.object({ name: z.string() }),
  /** The name the company typed (so the invitee sees whom it meant). */
  employee: z.object({ lastName: z.string(), firstName: z.string() }),
  /** What the company will see of the invitee's profile once they consent. */
  fields: z.array(z.enum(SHARED_PROFILE_FIELDS)),
});
export type EmployeeInvitation = z.infer<typeof employeeInvitationSchema>;

export const employeeLinkSchema = z.object({
  /** The company's employee row (DELETE /api/corp/links/:id withdraws). */
  id: z.number().int(),
  company: z.object({ name: z.string() }),
  consentedAt: z.string(),
});
export type EmployeeLink = z.infer<typeof employeeLinkSchema>;

export const employeeLinksSchema = z.object({ links: z.array(employeeLinkSchema) });
export type EmployeeLinks = z.infer<typeof employeeLinksSchema>;
