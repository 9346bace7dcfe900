import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatDate } from '../../../lib/catalogue-format.js';
import { useMyQuestions } from '../api/my-questions.js';
import styles from './questions.module.css';

// the form (react-hook-form, zod) loads only when the dialog is first opened
const AskQuestionDialog = lazy(() =>
  import('./ask-question-dialog.js').then((m) => ({ default: m.AskQuestionDialog })),
);

interface EventQuestionsProps {
  eventCode: string;
  timeZone: string;
  signedIn: boolean;
  /** Where a visitor signs in, returning to this event. */
  loginHref: string;
}

/**
 * "Ask the organizer a question" under the event's contacts. Signed in: a dialog to ask, and the user's
 * questions with the organizer's answers. A visitor gets a link to sign in that comes back here.
 */
export function EventQuestions({ eventCode, timeZone, signedIn, loginHref }: EventQuestionsProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const questions = useMyQuestions(eventCode, signedIn);
  const items = signedIn ? (questions.data?.items ?? []) : [];

  return (
    <div className={styles.questions}>
      {signedIn ? (
        <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
          {t('event.questions.ask')}
        </button>
      ) : (
        <a className={styles.secondary} href={loginHref}>
          {t('event.questions.ask')}
        </a>
      )}
      {open && (
        <Suspense fallback={null}>
          <AskQuestionDialog eventCode={eventCode} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {items.length > 0 && (
        <>
          <h3 id={listId} className={styles.listTitle}>
            {t('event.questions.listTitle')}
          </h3>
          <ul className={styles.list} aria-labelledby={listId}>
            {items.map((question) => (
              <li key={question.id} className={styles.item}>
                <p className={styles.meta}>
                  <time dateTime={question.askedAt}>{formatDate(question.askedAt, lang, timeZone)}</time>
                </p>
                <p className={styles.text}>{question.text}</p>
                {question.answer === null ? (
                  <p className={styles.waiting}>{t('event.questions.waiting')}</p>
                ) : (
                  <div className={styles.answer}>
                    <p className={styles.answerLabel}>{t('event.questions.answer')}</p>
                    <p className={styles.text}>{question.answer}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
