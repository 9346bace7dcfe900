import type { Employee } from '../../shared/schemas/corp-employees.js';
import type { ShownEmployeeRow } from './employees.repo.js';

/** An employee as the company sees them (shared/schemas/corp-employees.ts), with where their link stands. */
export function employeeOf(row: ShownEmployeeRow): Employee {
  return {
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    patronymic: row.patronymic,
    gender: row.gender,
    birthDate: row.birthDate,
    email: row.email,
    phone: row.phone,
    note: row.note,
    status: row.linked
      ? 'linked'
      : row.invitationHash
        ? 'invited'
        : row.invitedAt
          ? 'declined'
          : 'not_invited',
    invitedAt: row.invitedAt?.toISOString() ?? null,
    consentedAt: row.linked ? (row.consentedAt?.toISOString() ?? null) : null,
  };
}
