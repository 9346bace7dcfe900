import { useState } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams } from 'react-router';
import { IDENTITY_DOCUMENT_TYPES } from '../../../shared/domain/identity-documents.js';
import type { CabinetEntry } from '../../../shared/schemas/cabinet-entry.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCabinetEntry } from '../../features/cabinet/api/cabinet-entry.js';
import { cabinetEntryTexts } from '../../i18n/catalogs/cabinet-entry.js';
import { cabinetEntryDeskTexts } from '../../i18n/catalogs/cabinet-entry-desk.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate } from '../../lib/catalogue-format.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { CabinetOrderCard, when } from './cabinet-order-card.js';
import { EntryCancelForm, EntryMoveForm } from './entry-actions.js';
import { EntryHistory } from './entry-history.js';
import styles from './cabinet.module.css';
import own from './cabinet-entry.module.css';

// the participant's form (react-hook-form, the registration's rules) loads beside the entry (lib/lazy-part.tsx)
const EntryEditForm = lazyPart(() => import('./entry-edit-form.js').then((m) => m.EntryEditForm));

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetEntryTexts, cabinetEntryDeskTexts];

/**
 * /cabinet/events/:code/entries/:id (issue 18 item 3): one entry — the participant's data and admission,
 * its order (lines, discount, fee, total, payments, refunds) and any order a change made, the history of
 * both with who and when; with 'entries.edit' the participant's data can be edited, the entry moved to
 * another race or cancelled (with a refund, given 'orders.refund').
 */
export function CabinetEntryPage() {
  const { t } = useTranslation();
  const { code = '', id = '' } = useParams();
  const entryId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const query = useCabinetEntry(code, entryId);
  const back = `/cabinet/events/${encodeURIComponent(code)}/entries`;

  return (
    <>
      <p>
        <Link to={back} className={styles.link}>
          ← {t('cabinetEntry.back')}
        </Link>
      </p>
      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <>
          <h1 className={styles.title}>{t('cabinetEntry.loadFailed')}</h1>
          <QueryError onRetry={() => void query.refetch()} />
        </>
      ) : (
        <EntryView code={code} page={query.data} />
      )}
    </>
  );
}

function EntryView({ code, page }: { code: string; page: CabinetEntry }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { entry } = page;
  const mayEdit = page.permissions.includes('entries.edit');
  const lang = currentLanguage();
  const formText = (key: string) => {
    const value = entry.form[key];
    if (value && typeof value === 'object') {
      const document = value as { type?: string; number?: string };
      const type = IDENTITY_DOCUMENT_TYPES.find((d) => d.code === document.type)?.name[lang] ?? document.type;
      return [type, document.number].filter(Boolean).join(', ');
    }
    return typeof value === 'string' && value ? value : t('cabinetEntry.notGiven');
  };
  const facts: [string, string][] = [
    [
      t('cabinetEntry.fields.gender'),
      entry.gender ? t(`cabinetEntry.gender.${entry.gender}`) : t('cabinetEntry.notGiven'),
    ],
    [
      t('cabinetEntry.fields.birthDate'),
      entry.birthDate ? formatDate(entry.birthDate, lang) : t('cabinetEntry.notGiven'),
    ],
    [t('cabinetEntry.fields.city'), entry.city || t('cabinetEntry.notGiven')],
    [t('cabinetEntry.email'), entry.email ?? t('cabinetEntry.notGiven')],
    ...(entry.team ? [[t('cabinetEntry.team'), entry.team] as [string, string]] : []),
    ...(['phone', 'emergencyPhone', 'document', 'club'] as const)
      .filter((key) => (entry.fields as readonly string[]).includes(key))
      .map((key): [string, string] =>
        key === 'club' && entry.form['noClub'] === true
          ? [t('cabinetEntry.fields.club'), t('cabinetEntry.fields.noClub')]
          : [t(`cabinetEntry.fields.${key}`), formText(key)],
      ),
  ];

  return (
    <>
      <h1 className={styles.title}>
        {entry.lastName} {entry.firstName}
      </h1>
      <p className={styles.lead}>
        {t('cabinetEntry.summary', {
          race: entry.race.name,
          date: when(entry.registeredAt, page.event.timeZone),
        })}
      </p>
      <p className={own.head}>
        <span className={styles.badge}>{t(`cabinetEntry.state.${entry.state}`)}</span>
        <span className={styles.badge}>
          {entry.bib ? t('cabinetEntry.bib', { bib: entry.bib }) : t('cabinetEntry.noBib')}
        </span>
        <span className={own.muted}>{page.event.name}</span>
      </p>

      <div className={own.grid}>
        <div className={own.column}>
          <section className={own.card} aria-labelledby="entry-participant">
            <h2 id="entry-participant" className={own.cardTitle}>
              {t('cabinetEntry.participant')}
            </h2>
            {editing ? (
              <EntryEditForm code={code} entry={entry} onDone={() => setEditing(false)} />
            ) : (
              <>
                <dl className={own.facts}>
                  {facts.map(([label, value]) => (
                    <div key={label} className={own.factRow}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                {mayEdit && entry.state !== 'cancelled' && entry.state !== 'expired' && (
                  <div className={own.buttons}>
                    <button type="button" className={own.secondary} onClick={() => setEditing(true)}>
                      {t('cabinetEntry.edit.open')}
                    </button>
                  </div>
                )}
              </>
            )}
          </section>

          <section className={own.card} aria-labelledby="entry-admission">
            <h2 id="entry-admission" className={own.cardTitle}>
              {t('cabinetEntry.admission.title')}
            </h2>
            <dl className={own.facts}>
              {(['medical', 'insurance', 'identity'] as const).map((check) => (
                <div key={check} className={own.factRow}>
                  <dt>{t(`cabinetEntry.admission.${check}`)}</dt>
                  <dd>{t(`cabinetEntry.admissionStatus.${entry.admission[check]}`)}</dd>
                </div>
              ))}
            </dl>
          </section>

          {mayEdit && (
            <section className={own.card} aria-label={t('cabinetEntry.move.title')}>
              <EntryMoveForm code={code} page={page} />
            </section>
          )}
          {mayEdit && (
            <section className={own.card} aria-label={t('cabinetEntry.cancel.title')}>
              <EntryCancelForm code={code} page={page} />
            </section>
          )}
        </div>

        <div className={own.column}>
          {page.orders.map((order, i) => (
            <CabinetOrderCard key={order.number} order={order} extra={i > 0} />
          ))}
          <EntryHistory items={page.history} timeZone={page.event.timeZone} />
        </div>
      </div>
    </>
  );
}
