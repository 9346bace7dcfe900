import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { CheckinEntry } from '../../../shared/schemas/cabinet-checkin.js';
import controls from '../../components/ui/form-controls.module.css';
import { useGiveStartPack, useTakeStartPackBack } from '../../features/cabinet/api/cabinet-checkin.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatCalendarDate, formatDayMonth, formatTime } from '../../lib/catalogue-format.js';
import own from './cabinet-checkin.module.css';

const CHECKS = ['medical', 'insurance', 'identity'] as const;

interface EntryCardProps {
  code: string;
  entry: CheckinEntry;
  timeZone: string;
  canUndo: boolean;
}

/**
 * An entry at the start-pack point: who, which race, number and team, payment and admission statuses in
 * words, and the start pack: the big button to give it, or who gave it and when (taking it back for the
 * owner and managers). A refusal (another operator was first) shows on the card; the search reloads.
 */
export function CheckinEntryCard({ code, entry, timeZone, canUndo }: EntryCardProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const give = useGiveStartPack(code);
  const undo = useTakeStartPackBack(code);
  const [error, setError] = useState<string | null>(null);
  const headingId = `checkin-entry-${entry.id}`;
  const fail = (e: unknown) => setError(apiErrorOf(e)?.message ?? t('cabinetCheckin.failed'));
  const paid = entry.payment === 'paid';
  const meta = [
    entry.race.name,
    entry.bib ? t('cabinetCheckin.entry.bib', { bib: entry.bib }) : t('cabinetCheckin.entry.noBib'),
    entry.team && t('cabinetCheckin.entry.team', { team: entry.team }),
    entry.birthDate && formatCalendarDate(entry.birthDate, lang),
  ].filter(Boolean);

  return (
    <li className={own.card} aria-labelledby={headingId} data-given={entry.startPack ? 'true' : undefined}>
      <h3 id={headingId} className={own.name}>
        {entry.lastName} {entry.firstName}
      </h3>
      <p className={own.meta}>{meta.join(' · ')}</p>
      <ul className={own.badges} aria-label={t('cabinetCheckin.entry.statuses')}>
        <li className={own.badge} data-status={paid ? 'approved' : 'required'}>
          {t(`cabinetCheckin.payment.${entry.payment}`)}
          {entry.offline && ` · ${t('cabinetCheckin.entry.offline')}`}
        </li>
        {CHECKS.map((check) => (
          <li key={check} className={own.badge} data-status={entry.admission[check]}>
            <span className={own.badgeLabel}>{t(`cabinetCheckin.checks.${check}`)}:</span>{' '}
            {t(`cabinetCheckin.admission.${entry.admission[check]}`)}
          </li>
        ))}
      </ul>
      {entry.startPack ? (
        <div className={own.given}>
          <p className={own.givenText}>
            {t('cabinetCheckin.entry.given', {
              by: entry.startPack.givenBy,
              day: formatDayMonth(entry.startPack.givenAt, lang, timeZone),
              time: formatTime(entry.startPack.givenAt, lang, timeZone),
            })}
          </p>
          {canUndo && (
            <button
              type="button"
              className={`${controls.secondary} ${own.button}`}
              disabled={undo.isPending}
              onClick={() => {
                setError(null);
                undo.mutate(entry.id, { onError: fail });
              }}
            >
              {t('cabinetCheckin.entry.undo')}
            </button>
          )}
        </div>
      ) : (
        <>
          <button
            type="button"
            className={`${controls.primary} ${own.giveButton}`}
            disabled={!paid || give.isPending}
            aria-describedby={paid ? undefined : `${headingId}-unpaid`}
            onClick={() => {
              setError(null);
              give.mutate(entry.id, { onError: fail });
            }}
          >
            {t('cabinetCheckin.entry.give')}
          </button>
          {!paid && (
            <p id={`${headingId}-unpaid`} className={own.hint}>
              {t('cabinetCheckin.entry.unpaidHint')}
            </p>
          )}
        </>
      )}
      {error && (
        <p className={controls.alert} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
