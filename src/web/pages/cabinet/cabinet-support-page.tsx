import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import type { SupportSearch } from '../../../shared/schemas/cabinet-support.js';
import { FieldError, fieldAria } from '../../components/ui/form-field.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCabinetMe } from '../../features/cabinet/api/cabinet.js';
import { useSupportSearch } from '../../features/cabinet/api/cabinet-support.js';
import { cabinetEntryTexts } from '../../i18n/catalogs/cabinet-entry.js';
import { cabinetSupportTexts } from '../../i18n/catalogs/cabinet-support.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { when } from './cabinet-order-card.js';
import styles from './cabinet.module.css';
import own from './cabinet-entry.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts, cabinetEntryTexts, cabinetSupportTexts];

/**
 * /cabinet/support (issue 18 item 8, ADR 026): the support desk's search — an e-mail, a name, an order
 * number or a phone (`?q=`); each result opens its order (and its entry). The tenant's support searches
 * every organizer; an owner or manager their organizers' events.
 */
export function CabinetSupportPage() {
  const { t } = useTranslation();
  const id = useId();
  const me = useCabinetMe();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const search = useSupportSearch(q);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (value.length < 2) return setError(t('cabinetSupport.tooShort'));
    setError(undefined);
    setParams({ q: value }, { replace: true });
  };

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinet.questions.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('cabinetSupport.title')}</h1>
      <p className={styles.lead}>
        {t('cabinetSupport.lead')}
        {me.data && !me.data.support ? ` ${t('cabinetSupport.leadOrganizer')}` : ''}
      </p>
      <form className={own.searchForm} onSubmit={submit} role="search" noValidate>
        <div className={own.form}>
          <label htmlFor={`${id}-q`}>{t('cabinetSupport.search')}</label>
          <input
            id={`${id}-q`}
            className={own.input}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            {...fieldAria(`${id}-q`, { error })}
          />
          <FieldError id={`${id}-q`} error={error} />
        </div>
        <button type="submit" className={own.primary}>
          {t('cabinetSupport.submit')}
        </button>
      </form>
      {q.length >= 2 && (
        <section
          className={styles.section}
          aria-label={t('cabinetSupport.found', { count: search.data?.results.length ?? 0 })}
        >
          {search.isPending ? (
            <Skeleton lines={4} />
          ) : search.isError ? (
            <QueryError onRetry={() => void search.refetch()} />
          ) : (
            <Results data={search.data} />
          )}
        </section>
      )}
    </>
  );
}

function Results({ data }: { data: SupportSearch }) {
  const { t } = useTranslation();
  if (data.results.length === 0) return <p className={styles.empty}>{t('cabinetSupport.empty')}</p>;
  return (
    <>
      <p className={styles.summary} role="status">
        {t('cabinetSupport.found', { count: data.results.length })}
      </p>
      {data.more && <p className={own.note}>{t('cabinetSupport.more')}</p>}
      <ul className={own.list}>
        {data.results.map((r, i) => (
          <li key={`${r.order?.number ?? ''}-${r.entry?.id ?? i}`} className={`${own.card} ${own.item}`}>
            <span className={own.head}>
              {r.order ? (
                <Link
                  to={`/cabinet/support/orders/${encodeURIComponent(r.order.number)}`}
                  className={styles.link}
                >
                  {t('cabinetSupport.orderLink', { number: r.order.number })}
                </Link>
              ) : (
                <span className={own.muted}>{t('cabinetSupport.noOrder')}</span>
              )}
              {r.order && (
                <span className={styles.badge}>
                  {t(`cabinetEntry.order.status.${r.order.status as 'paid'}`, r.order.status)}
                </span>
              )}
            </span>
            {r.entry && (
              <span>
                <Link
                  to={`/cabinet/events/${encodeURIComponent(r.event.code)}/entries/${r.entry.id}`}
                  className={styles.link}
                >
                  {t('cabinetSupport.entryLink', { name: r.entry.name })}
                </Link>{' '}
                · {r.entry.race} · {t(`cabinetEntry.state.${r.entry.state}`)}
              </span>
            )}
            <span className={own.muted}>
              {[r.event.name, r.email, r.phone, when(r.createdAt)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
