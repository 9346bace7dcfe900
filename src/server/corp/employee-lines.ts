import type { Language } from '../../shared/constants.js';
import {
  EMPLOYEE_COLUMNS,
  EMPLOYEE_FIELDS,
  employeeImportMessage,
  employeeInputSchema,
  type EmployeeField,
  type EmployeeValues,
  type ImportLine,
} from '../../shared/schemas/corp-employees.js';
import { validationText } from '../../shared/validation-messages.js';
import { EmployeesFileError, turn, type EmployeesTable } from './employee-file.js';

/*
 * The lines of an employees file checked one by one (issue 19 item 6): each line's cells go through the
 * same schema as the add form (employeeInputSchema), after the file's spellings are read — a gender word
 * (М/Ж, муж/жен, male/female …), a date as dd.mm.yyyy or yyyy-mm-dd. An e-mail met twice in the file
 * refuses every line that has it (which one is right is the company's call), and so does one already on
 * the company's list. Nothing here touches the database: the service passes the e-mails it has.
 */

/** A checked line: what the preview shows, and the employee it adds when it has no errors. */
export interface CheckedLine extends ImportLine {
  employee: EmployeeValues | null;
}

const GENDER_WORDS: Record<'male' | 'female', readonly string[]> = {
  male: ['м', 'м.', 'муж', 'муж.', 'мужской', 'мужчина', 'm', 'male', 'man'],
  female: ['ж', 'ж.', 'жен', 'жен.', 'женский', 'женщина', 'f', 'female', 'woman'],
};

const normalizedName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^"|"$/g, '')
    .replace(/^\uFEFF/, '');

/** Which cell holds each field (-1: no such column); the file must name the last and first name. */
export function columnsOf(header: string[], language: Language): Record<EmployeeField, number> {
  const names = header.map(normalizedName);
  const columns = Object.fromEntries(
    EMPLOYEE_FIELDS.map((field) => [field, names.findIndex((n) => EMPLOYEE_COLUMNS[field].includes(n))]),
  ) as Record<EmployeeField, number>;
  if (columns.lastName < 0 || columns.firstName < 0) {
    throw new EmployeesFileError(employeeImportMessage('fileNoNames', language));
  }
  return columns;
}

/** A gender cell as the schema takes it ('' when blank), or null when it is no gender word. */
export function genderOf(cell: string): '' | 'male' | 'female' | null {
  const word = cell.trim().toLowerCase();
  if (!word) return '';
  if (GENDER_WORDS.male.includes(word)) return 'male';
  if (GENDER_WORDS.female.includes(word)) return 'female';
  return null;
}

/** A date cell as `YYYY-MM-DD` ('' when blank), or null when it is written in no known way. */
export function dateOf(cell: string): string | null {
  const text = cell.trim();
  if (!text) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  if (dotted) return `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}`;
  return null;
}

/** One line's cells checked: its values as written, its errors by field, and the employee it makes. */
export function checkLine(
  line: number,
  values: Record<EmployeeField, string>,
  language: Language,
): CheckedLine {
  const errors: ImportLine['errors'] = [];
  const gender = genderOf(values.gender);
  if (gender === null) {
    errors.push({
      field: 'gender',
      message: employeeImportMessage('genderUnknown', language, { value: values.gender }),
    });
  }
  const birthDate = dateOf(values.birthDate);
  if (birthDate === null) {
    errors.push({
      field: 'birthDate',
      message: employeeImportMessage('dateUnknown', language, { value: values.birthDate }),
    });
  }
  const parsed = employeeInputSchema.safeParse({
    ...values,
    gender: gender ?? '',
    birthDate: birthDate ?? '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EmployeeField;
      if (!errors.some((e) => e.field === field)) {
        errors.push({ field, message: validationText(issue.message, language) });
      }
    }
  }
  errors.sort(
    (a, b) =>
      EMPLOYEE_FIELDS.indexOf(a.field as EmployeeField) - EMPLOYEE_FIELDS.indexOf(b.field as EmployeeField),
  );
  return { line, values, errors, employee: parsed.success && errors.length === 0 ? parsed.data : null };
}

/** Lines checked between turns of the event loop. */
const YIELD_EVERY = 1000;
/** The lines a duplicate's message names. */
const NAMED_LINES = 5;

const BLANK_VALUES = Object.fromEntries(EMPLOYEE_FIELDS.map((f) => [f, ''])) as Record<EmployeeField, string>;

/**
 * Every line of the file checked, in file order: each on its own, then the e-mails met twice in the file
 * and those of `taken` (the company's employees now, lower-cased).
 */
export async function checkLines(
  table: EmployeesTable,
  taken: ReadonlySet<string>,
  language: Language,
): Promise<CheckedLine[]> {
  const columns = columnsOf(table.header, language);
  if (table.lines.length === 0) throw new EmployeesFileError(employeeImportMessage('fileNoLines', language));
  const checked: CheckedLine[] = [];
  for (const [index, fileLine] of table.lines.entries()) {
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await turn();
    if (fileLine.unreadable) {
      checked.push({
        line: fileLine.line,
        values: BLANK_VALUES,
        errors: [{ field: 'line', message: employeeImportMessage('lineUnreadable', language) }],
        employee: null,
      });
      continue;
    }
    const values = Object.fromEntries(
      EMPLOYEE_FIELDS.map((f) => [f, columns[f] < 0 ? '' : (fileLine.cells[columns[f]] ?? '').trim()]),
    ) as Record<EmployeeField, string>;
    checked.push(checkLine(fileLine.line, values, language));
  }

  const byEmail = new Map<string, CheckedLine[]>();
  for (const line of checked) {
    const email = line.employee?.email ?? (line.values.email.trim().toLowerCase() || null);
    if (!email || line.errors.some((e) => e.field === 'email')) continue;
    const same = byEmail.get(email);
    if (same) same.push(line);
    else byEmail.set(email, [line]);
  }
  for (const [email, lines] of byEmail) {
    const message = taken.has(email)
      ? employeeImportMessage('emailTaken', language, { email })
      : lines.length > 1
        ? employeeImportMessage('emailTwice', language, {
            email,
            lines: `${lines
              .slice(0, NAMED_LINES)
              .map((l) => l.line)
              .join(', ')}${lines.length > NAMED_LINES ? ', …' : ''}`,
          })
        : null;
    if (!message) continue;
    for (const line of lines) {
      line.errors.push({ field: 'email', message });
      line.employee = null;
    }
  }
  return checked;
}
