import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { Employee } from '../../../shared/schemas/corp-employees.js';
import { useInviteEmployee, useRemoveEmployee } from '../../features/corp/api/corp-employees.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatCalendarDate, formatDate } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import styles from './corp-employees.module.css';

export const fullName = (e: Pick<Employee, 'lastName' | 'firstName' | 'patronymic'>) =>
  [e.lastName, e.firstName, e.patronymic].filter(Boolean).join(' ');

/**
 * An employee: the name and where their link stands, what the company sees of them (their own profile's
 * once linked), and for admins and managers: edit, invite (again), remove with a confirmation.
 */
export function EmployeeCard({
  companyId,
  employee,
  canEdit,
  onEdit,
}: {
  companyId: number;
  employee: Employee;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  const invite = useInviteEmployee(companyId);
  const remove = useRemoveEmployee(companyId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(employee);
  const linked = employee.status === 'linked';

  const facts: { label: string; value: string }[] = [
    {
      label: t('corpEmployees.fields.gender'),
      value: employee.gender ? t(`corpEmployees.genders.${employee.gender}`) : t('corpEmployees.notGiven'),
    },
    {
      label: t('corpEmployees.fields.birthDate'),
      value: employee.birthDate ? formatCalendarDate(employee.birthDate, lang) : t('corpEmployees.notGiven'),
    },
    { label: t('corpEmployees.fields.email'), value: employee.email ?? t('corpEmployees.notGiven') },
    ...(linked
      ? []
      : [{ label: t('corpEmployees.fields.phone'), value: employee.phone || t('corpEmployees.notGiven') }]),
    ...(employee.note ? [{ label: t('corpEmployees.fields.note'), value: employee.note }] : []),
  ];

  const sendInvitation = () => {
    setError(null);
    invite.mutate(employee.id, {
      onSuccess: () =>
        notify({ type: 'success', title: t('corpEmployees.toasts.invited', { email: employee.email }) }),
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('corpEmployees.toasts.failed')),
    });
  };

  const confirmRemove = () => {
    setError(null);
    remove.mutate(employee.id, {
      onSuccess: () => notify({ type: 'success', title: t('corpEmployees.toasts.removed', { name }) }),
      onError: (failure) => {
        setConfirming(false);
        setError(apiErrorOf(failure)?.message ?? t('corpEmployees.toasts.failed'));
      },
    });
  };

  return (
    <li className={styles.card} aria-labelledby={`${id}-name`}>
      <div className={styles.cardHead}>
        <span id={`${id}-name`} className={styles.name}>
          {name}
        </span>
        <span className={styles.status} data-status={employee.status}>
          {t(`corpEmployees.statuses.${employee.status}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {linked ? (
        <p className={styles.hint}>{t('corpEmployees.linkedHint')}</p>
      ) : employee.status === 'invited' && employee.invitedAt ? (
        <p className={styles.hint}>
          {t('corpEmployees.invitedAt', { date: formatDate(employee.invitedAt, lang) })}
        </p>
      ) : null}
      {canEdit &&
        (confirming ? (
          <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`} className={styles.confirmText}>
              {t('corpEmployees.actions.confirmRemove', { name })}
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.danger}
                disabled={remove.isPending}
                onClick={confirmRemove}
              >
                {remove.isPending
                  ? t('corpEmployees.actions.removing')
                  : t('corpEmployees.actions.confirmYes')}
              </button>
              <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
                {t('corpEmployees.actions.cancel')}
              </button>
            </div>
          </div>
        ) : (
          <div
            className={styles.actions}
            role="group"
            aria-label={t('corpEmployees.actions.label', { name })}
          >
            <button type="button" className={styles.secondary} onClick={onEdit}>
              {t('corpEmployees.actions.edit')}
            </button>
            {!linked && employee.email && (
              <button
                type="button"
                className={styles.secondary}
                disabled={invite.isPending}
                onClick={sendInvitation}
              >
                {invite.isPending
                  ? t('corpEmployees.actions.inviting')
                  : employee.status === 'not_invited'
                    ? t('corpEmployees.actions.invite')
                    : t('corpEmployees.actions.inviteAgain')}
              </button>
            )}
            <button type="button" className={styles.linkButton} onClick={() => setConfirming(true)}>
              {t('corpEmployees.actions.remove')}
            </button>
          </div>
        ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
