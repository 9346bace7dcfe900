import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useSearchParams } from 'react-router';
import type { Employee, EmployeesPage } from '../../../shared/schemas/corp-employees.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCorpEmployees, useInviteAllEmployees } from '../../features/corp/api/corp-employees.js';
import { useCorpCompany } from '../../features/corp/corp-context.js';
import { corpEmployeesTexts } from '../../i18n/catalogs/corp-employees.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { notify } from '../../lib/notify.js';
import { EmployeeCard } from './corp-employees-card.js';
import { lazyPart } from '../../lib/lazy-part.js';
import styles from './corp-employees.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpEmployeesTexts];

// the dialog and the upload open on a click: their code is not the list's first load
const EmployeeFormDialog = lazyPart(() =>
  import('./corp-employees-form.js').then((m) => m.EmployeeFormDialog),
);
const EmployeesImport = lazyPart(() => import('./corp-employees-import.js').then((m) => m.EmployeesImport));

/** A page number from the address (1 when it is none). */
const pageOf = (param: string | null) => (param && /^[1-9]\d{0,4}$/.test(param) ? Number(param) : 1);

/**
 * /corp/employees (issue 19 item 6, ADR 031 point 5): the chosen company's employees, searched by name or
 * e-mail and paged (`?q=&page=` beside the frame's `?company=`). Admins and managers add and change one in
 * a dialog, upload a list (a check line by line first, then the lines that pass), invite one or all by
 * e-mail, remove one; support only looks. An employee who linked their account shows their own profile,
 * which the company cannot change.
 */
export function CorpEmployeesPage() {
  const { t } = useTranslation();
  const { company, can } = useCorpCompany();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const query = useCorpEmployees(company.id, q, page);
  const canEdit = can('employees.edit');
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const go = (next: { q?: string; page?: number }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        const nextQ = next.q ?? q;
        if (nextQ) search.set('q', nextQ);
        else search.delete('q');
        if (next.page && next.page > 1) search.set('page', String(next.page));
        else search.delete('page');
        return search;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('corpEmployees.title')}</h1>
      <p className={styles.lead}>{t('corpEmployees.lead')}</p>
      {!canEdit && <p className={styles.note}>{t('corpEmployees.readOnly')}</p>}
      <div className={styles.toolbar}>
        <SearchForm key={q} q={q} onSearch={(text) => go({ q: text, page: 1 })} />
        {canEdit && (
          <div className={styles.buttons}>
            <button type="button" className={styles.primary} onClick={() => setEditing('new')}>
              {t('corpEmployees.add')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              aria-expanded={importing}
              onClick={() => setImporting((open) => !open)}
            >
              {t('corpEmployees.import')}
            </button>
          </div>
        )}
      </div>
      {importing && <EmployeesImport companyId={company.id} onClose={() => setImporting(false)} />}
      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <QueryError onRetry={() => void query.refetch()} />
      ) : (
        <EmployeesList
          data={query.data}
          q={q}
          canEdit={canEdit}
          onEdit={setEditing}
          onPage={(next) => go({ page: next })}
        />
      )}
      {editing && (
        <EmployeeFormDialog
          companyId={company.id}
          employee={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {t('corpEmployees.search')}
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className={styles.secondary}>
          {t('corpEmployees.searchButton')}
        </button>
      </div>
    </form>
  );
}

function EmployeesList({
  data,
  q,
  canEdit,
  onEdit,
  onPage,
}: {
  data: EmployeesPage;
  q: string;
  canEdit: boolean;
  onEdit: (employee: Employee) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + data.employees.length - 1;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <section className={styles.section} aria-labelledby="employees-list">
      <h2 id="employees-list" className="visually-hidden">
        {t('corpEmployees.listLabel')}
      </h2>
      <div className={styles.listHead}>
        <p className={styles.summary} role="status">
          {t('corpEmployees.count', { count: data.total })}
        </p>
        {canEdit && data.notInvited > 0 && <InviteAll companyId={data.company.id} count={data.notInvited} />}
      </div>
      {data.employees.length === 0 ? (
        q ? (
          <EmptyState title={t('corpEmployees.empty.search')} />
        ) : (
          <EmptyState title={t('corpEmployees.empty.title')} hint={t('corpEmployees.empty.hint')} />
        )
      ) : (
        <ul className={styles.cards}>
          {data.employees.map((employee) => (
            <EmployeeCard
              key={employee.id}
              companyId={data.company.id}
              employee={employee}
              canEdit={canEdit}
              onEdit={() => onEdit(employee)}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('corpEmployees.pages.label')}>
          <button
            type="button"
            className={styles.secondary}
            disabled={data.page <= 1}
            onClick={() => onPage(data.page - 1)}
          >
            {t('corpEmployees.pages.prev')}
          </button>
          <span>{t('corpEmployees.pages.shown', { from, to, total: data.total })}</span>
          <button
            type="button"
            className={styles.secondary}
            disabled={data.page >= pages}
            onClick={() => onPage(data.page + 1)}
          >
            {t('corpEmployees.pages.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

/** "Invite N employees": everyone with an e-mail never invited. */
function InviteAll({ companyId, count }: { companyId: number; count: number }) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInviteAllEmployees(companyId);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    invite.mutate(undefined, {
      onSuccess: ({ invited }) =>
        notify({ type: 'success', title: t('corpEmployees.toasts.invitedAll', { count: invited }) }),
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('corpEmployees.toasts.failed')),
    });
  };
  return (
    <div className={styles.inviteAll}>
      <button
        type="button"
        className={styles.secondary}
        disabled={invite.isPending}
        aria-describedby={`${id}-hint`}
        onClick={run}
      >
        {invite.isPending ? t('corpEmployees.actions.inviting') : t('corpEmployees.inviteAll', { count })}
      </button>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('corpEmployees.inviteAllHint')}
      </span>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
