import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useParams, useSearchParams } from 'react-router';
import { QUESTION_STATES } from '../../../shared/domain/question-states.js';
import type { CabinetQuestion } from '../../../shared/schemas/cabinet-questions.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import {
  useAnswerCabinetQuestion,
  useCabinetQuestions,
  useCloseCabinetQuestion,
  type InboxTab,
} from '../../features/cabinet/api/cabinet-questions.js';
import { cabinetTexts } from '../../i18n/catalogs/cabinet.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { formatDate, formatTime } from '../../lib/catalogue-format.js';
import { notify } from '../../lib/notify.js';
import styles from './cabinet.module.css';
import own from './cabinet-questions.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [cabinetTexts];

const TABS: readonly InboxTab[] = QUESTION_STATES;

/**
 * /cabinet/events/:code/questions (issue 18 item 7): runners' questions of an event, open, answered or
 * closed (the tab in the URL's `?state=`), newest first; an open one has an answer form — the runner gets
 * the answer by mail, as from the organizer's mailed link, and the question moves to "Answered" — and a
 * button closing it without an answer (nobody is mailed; it moves to "Closed").
 */
export function CabinetQuestionsPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: InboxTab = TABS.find((name) => name === params.get('state')) ?? 'open';
  const query = useCabinetQuestions(code, tab);
  const first = query.data?.pages[0];
  const questions = query.data?.pages.flatMap((p) => p.questions) ?? [];

  return (
    <>
      <p>
        <Link to="/cabinet" className={styles.link}>
          ← {t('cabinet.questions.back')}
        </Link>
      </p>
      <h1 className={styles.title}>{first?.event.name ?? t('cabinet.questions.title')}</h1>
      <p className={styles.lead}>{t('cabinet.questions.title')}</p>

      <section className={styles.section} aria-label={t('cabinet.questions.title')}>
        <div className={own.tabs} role="tablist">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              className={own.tab}
              aria-selected={tab === name}
              onClick={() => setParams(name === 'open' ? {} : { state: name }, { replace: true })}
            >
              {t(`cabinet.questions.tabs.${name}`)}
              {first ? ` (${first.counts[name]})` : ''}
            </button>
          ))}
        </div>

        <div role="tabpanel" aria-label={t(`cabinet.questions.tabs.${tab}`)}>
          {query.isPending ? (
            <Skeleton lines={4} />
          ) : query.isError ? (
            <QueryError onRetry={() => void query.refetch()} />
          ) : questions.length === 0 ? (
            <p className={styles.empty}>{t(`cabinet.questions.empty.${tab}`)}</p>
          ) : (
            <ul className={own.list}>
              {questions.map((q) => (
                <QuestionCard key={q.id} code={code} question={q} />
              ))}
            </ul>
          )}
        </div>
        {query.hasNextPage && (
          <button
            type="button"
            className={styles.more}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('cabinet.showMore')}
          </button>
        )}
      </section>
    </>
  );
}

function when(iso: string): string {
  const lang = currentLanguage();
  return `${formatDate(iso, lang)}, ${formatTime(iso, lang)}`;
}

function QuestionCard({ code, question }: { code: string; question: CabinetQuestion }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <li className={own.card} aria-labelledby={headingId}>
      <p id={headingId} className={own.meta}>
        <strong>{question.runner.name}</strong> · {question.runner.email} ·{' '}
        <time dateTime={question.askedAt}>{when(question.askedAt)}</time>
      </p>
      <p className={own.text}>{question.text}</p>
      {question.answer !== null ? (
        <>
          <p className={own.meta}>
            {t('cabinet.questions.answered')}
            {question.answeredAt && (
              <>
                {' '}
                · <time dateTime={question.answeredAt}>{when(question.answeredAt)}</time>
              </>
            )}
          </p>
          <p className={own.answer}>{question.answer}</p>
        </>
      ) : question.closedAt !== null ? (
        <p className={own.meta}>
          {t('cabinet.questions.closedNotice')} ·{' '}
          <time dateTime={question.closedAt}>{when(question.closedAt)}</time>
        </p>
      ) : (
        <>
          <AnswerForm code={code} question={question} />
          <CloseQuestion code={code} question={question} />
        </>
      )}
    </li>
  );
}

/** A required answer; errors next to the field, what was typed kept on any failure. */
function AnswerForm({ code, question }: { code: string; question: CabinetQuestion }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useAnswerCabinetQuestion(code);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    // the length is checked by the server (its message comes back as the field's)
    if (!value) return setError(t('cabinet.questions.required'));
    setError(null);
    send.mutate(
      { id: question.id, text: value },
      {
        onSuccess: () => notify({ type: 'success', title: t('cabinet.questions.sent') }),
        onError: (failure) => {
          const body = apiErrorOf(failure);
          setError(body?.fields?.['text'] ?? body?.message ?? t('cabinet.questions.failed'));
        },
      },
    );
  };

  return (
    <form className={own.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{t('cabinet.questions.label')}</label>
      <textarea
        id={id}
        className={own.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={4}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={own.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={own.submit} disabled={send.isPending}>
        {send.isPending ? t('cabinet.questions.sending') : t('cabinet.questions.send')}
      </button>
    </form>
  );
}

/** Closes an open question without an answer: nobody is mailed, and the hint under the button says so. */
function CloseQuestion({ code, question }: { code: string; question: CabinetQuestion }) {
  const { t } = useTranslation();
  const hintId = useId();
  const close = useCloseCabinetQuestion(code);
  const [error, setError] = useState<string | null>(null);

  const onClick = () => {
    setError(null);
    close.mutate(question.id, {
      onSuccess: () => notify({ type: 'success', title: t('cabinet.questions.closedToast') }),
      onError: (failure) => setError(apiErrorOf(failure)?.message ?? t('cabinet.questions.closeFailed')),
    });
  };

  return (
    <div className={own.close}>
      <button
        type="button"
        className={own.closeButton}
        disabled={close.isPending}
        aria-describedby={hintId}
        onClick={onClick}
      >
        {close.isPending ? t('cabinet.questions.closing') : t('cabinet.questions.close')}
      </button>
      <p id={hintId} className={own.hint}>
        {t('cabinet.questions.closeHint')}
      </p>
      {error && (
        <p className={own.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
