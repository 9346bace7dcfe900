import { canInCompany } from '../../shared/domain/company-permissions.js';
import {
  EMPLOYEES_PAGE,
  IMPORT_PREVIEW_MAX_LINES,
  type Employee,
  type EmployeesImported,
  type EmployeesImportPreview,
  type EmployeesPage,
  type EmployeeValues,
} from '../../shared/schemas/corp-employees.js';
import type { Executor } from '../db/client.js';
import { tenantTransaction } from '../db/tenant-transaction.js';
import { DomainError } from '../domain-error.js';
import { message } from '../http/messages.js';
import { signedInUser, userIdOf, type RequestContext } from '../request-context.js';
import { companyFor } from './company-access.js';
import type { CorpDeps } from './corp-deps.js';
import { createEmployeeConsent } from './employee-consent.js';
import { EmployeesFileError, readEmployeesFile, type EmployeesTable } from './employee-file.js';
import { checkLines, type CheckedLine } from './employee-lines.js';
import { employeeOf } from './employee-view.js';
import { createEmployeesRepo } from './employees.repo.js';

/*
 * A company's employees (issue 19 item 6, ADR 031 point 5). Reading asks 'employees.view' on the company,
 * a change 'employees.edit' (company-access.ts: another company's employee is 404, as is a company the user
 * has no role in). A change that can touch an e-mail locks the company's row first, so that two adds of
 * one address, or an add during an import, take turns and the second is refused next to its field. A file
 * is read outside any transaction; the import checks its lines again under that lock and writes those that
 * pass in one transaction.
 */

/** Uploads (previews and imports together) one user may make in the window. */
const UPLOADS_PER_WINDOW = 60;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
/** Rows one INSERT writes while importing. */
const INSERT_BATCH = 500;

/** The preview's answer: refused lines first, then the first accepted ones, in file order. */
function previewOf(table: EmployeesTable, lines: CheckedLine[]): EmployeesImportPreview {
  const refused = lines.filter((l) => l.errors.length > 0);
  const accepted = lines.filter((l) => l.errors.length === 0);
  const shown = refused.slice(0, IMPORT_PREVIEW_MAX_LINES);
  shown.push(...accepted.slice(0, IMPORT_PREVIEW_MAX_LINES - shown.length));
  shown.sort((a, b) => a.line - b.line);
  return {
    format: table.format,
    encoding: table.encoding,
    delimiter: table.delimiter,
    lines: shown.map(({ employee: _employee, ...line }) => line),
    accepted: accepted.length,
    refused: refused.length,
  };
}

export function createEmployeesService(deps: CorpDeps) {
  const { db, limiter } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function shownOrNotFound(executor: Executor, ctx: RequestContext, companyId: number, id: number) {
    const row = await createEmployeesRepo(executor, ctx.tenant.id).shown(companyId, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return employeeOf(row);
  }

  async function refuseTakenEmail(
    executor: Executor,
    ctx: RequestContext,
    companyId: number,
    email: string | null,
    exceptId?: number,
  ) {
    if (
      email &&
      (await createEmployeesRepo(executor, ctx.tenant.id).emailTaken(companyId, email, exceptId))
    ) {
      throw new DomainError('EMPLOYEE_EMAIL_TAKEN', {
        fields: { email: message('EMPLOYEE_EMAIL_TAKEN', ctx.language) },
      });
    }
  }

  /** The file's table after the user's right to the company and their upload limit are checked. */
  async function readUpload(ctx: RequestContext, companyId: number, bytes: Buffer) {
    await tenantTransaction(db, ctx.tenant.id, (tx) => companyFor(tx, ctx, companyId, 'employees.edit'));
    await limiter.take([
      {
        bucket: `corp-employees-import:${ctx.tenant.id}:${userIdOf(signedInUser(ctx))}`,
        limit: UPLOADS_PER_WINDOW,
        windowMs: UPLOAD_WINDOW_MS,
        error: 'RATE_LIMITED',
      },
    ]);
    try {
      return await readEmployeesFile(bytes, ctx.language);
    } catch (error) {
      throw fileRefusal(error);
    }
  }

  const fileRefusal = (error: unknown) =>
    error instanceof EmployeesFileError
      ? new DomainError('EMPLOYEES_FILE_INVALID', { params: { reason: error.message } })
      : error;

  async function checked(table: EmployeesTable, taken: Set<string>, ctx: RequestContext) {
    try {
      return await checkLines(table, taken, ctx.language);
    } catch (error) {
      throw fileRefusal(error);
    }
  }

  return {
    /** GET …/employees?q=&page= */
    async list(
      ctx: RequestContext,
      companyId: number,
      query: { q?: string; page: number },
    ): Promise<EmployeesPage> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        const { company, role } = await companyFor(tx, ctx, companyId, 'employees.view');
        const repo = createEmployeesRepo(tx, ctx.tenant.id);
        const { page } = query;
        const { rows, total } = await repo.page(
          company.id,
          query.q,
          EMPLOYEES_PAGE,
          (page - 1) * EMPLOYEES_PAGE,
        );
        return {
          company,
          canEdit: canInCompany(role, 'employees.edit'),
          employees: rows.map(employeeOf),
          total,
          page,
          pageSize: EMPLOYEES_PAGE,
          notInvited: await repo.countNotInvited(company.id),
        };
      });
    },

    /** POST …/employees */
    async add(ctx: RequestContext, companyId: number, values: EmployeeValues): Promise<Employee> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'employees.edit', { lock: true });
        await refuseTakenEmail(tx, ctx, companyId, values.email);
        const [id] = await createEmployeesRepo(tx, ctx.tenant.id).insert(companyId, [values]);
        return shownOrNotFound(tx, ctx, companyId, id!);
      });
    },

    /**
     * PUT …/employees/:id: the typed data of an unlinked employee; of a linked one only the company's note
     * (the rest is the employee's own profile).
     */
    async update(
      ctx: RequestContext,
      companyId: number,
      id: number,
      values: EmployeeValues,
    ): Promise<Employee> {
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'employees.edit', { lock: true });
        const repo = createEmployeesRepo(tx, ctx.tenant.id);
        const before = await repo.shown(companyId, id);
        if (!before) throw new DomainError('NOT_FOUND');
        if (before.linked) {
          await repo.update(companyId, id, { note: values.note });
        } else {
          await refuseTakenEmail(tx, ctx, companyId, values.email, id);
          await repo.update(companyId, id, values);
        }
        return shownOrNotFound(tx, ctx, companyId, id);
      });
    },

    /** DELETE …/employees/:id */
    async remove(ctx: RequestContext, companyId: number, id: number): Promise<void> {
      await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'employees.edit');
        if (!(await createEmployeesRepo(tx, ctx.tenant.id).remove(companyId, id, clock()))) {
          throw new DomainError('NOT_FOUND');
        }
      });
    },

    /** POST …/employees/import/preview: every line checked, nothing written. */
    async previewImport(
      ctx: RequestContext,
      companyId: number,
      bytes: Buffer,
    ): Promise<EmployeesImportPreview> {
      const table = await readUpload(ctx, companyId, bytes);
      const taken = await tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'employees.edit');
        return createEmployeesRepo(tx, ctx.tenant.id).emails(companyId);
      });
      return previewOf(table, await checked(table, taken, ctx));
    },

    /** POST …/employees/import: the lines that pass, in one transaction under the company's lock. */
    async commitImport(ctx: RequestContext, companyId: number, bytes: Buffer): Promise<EmployeesImported> {
      const table = await readUpload(ctx, companyId, bytes);
      return tenantTransaction(db, ctx.tenant.id, async (tx) => {
        await companyFor(tx, ctx, companyId, 'employees.edit', { lock: true });
        const repo = createEmployeesRepo(tx, ctx.tenant.id);
        const lines = await checked(table, await repo.emails(companyId), ctx);
        const employees = lines.flatMap((l) => (l.employee ? [l.employee] : []));
        for (let at = 0; at < employees.length; at += INSERT_BATCH) {
          await repo.insert(companyId, employees.slice(at, at + INSERT_BATCH));
        }
        return { added: employees.length, refused: lines.length - employees.length };
      });
    },

    ...createEmployeeConsent(deps),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
