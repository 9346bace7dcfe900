import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, useSearchParams } from 'react-router';
import type { QuestionForOrganizer } from '../../../shared/schemas/questions.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useQuestionForOrganizer } from '../../features/event-questions/api/question-answer.js';
import { AnswerForm } from '../../features/event-questions/components/answer-form.js';
import { apiErrorOf } from '../../lib/api-error.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { currentLanguage } from '../../i18n/i18n.js';
import { formatDate, formatTime } from '../../lib/catalogue-format.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './question-answer-page.module.css';

/** /questions/answer?token=…: the organizer reads a participant's question and answers it (once). */
export function QuestionAnswerPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('event.questions.answerPage.title')} — ${useTenantName()}`);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('event.questions.answerPage.title')}</h1>
      {token ? (
        <QuestionByToken token={token} />
      ) : (
        <p className={styles.notice} role="alert">
          {t('event.questions.answerPage.invalid')}
        </p>
      )}
    </div>
  );
}

function QuestionByToken({ token }: { token: string }) {
  const query = useQuestionForOrganizer(token);
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError) {
    const error = apiErrorOf(query.error);
    // a used or bad link, or a question the organizer closed in the cabinet: the server's words say which
    if (error && (error.code.startsWith('TOKEN_') || error.code === 'QUESTION_CLOSED')) {
      return (
        <p className={styles.notice} role="alert">
          {error.message}
        </p>
      );
    }
    return <QueryError onRetry={() => void query.refetch()} />;
  }
  return <QuestionView question={query.data} token={token} />;
}

function QuestionView({ question, token }: { question: QuestionForOrganizer; token: string }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const asked = `${formatDate(question.askedAt, lang)}, ${formatTime(question.askedAt, lang)}`;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('event.questions.answerPage.event')}</dt>
        <dd>
          <Link to={`/event/${encodeURIComponent(question.eventCode)}`}>{question.eventName}</Link>
        </dd>
        <dt>{t('event.questions.answerPage.asker')}</dt>
        <dd>{question.askerName}</dd>
        <dt>{t('event.questions.answerPage.askedAt')}</dt>
        <dd>
          <time dateTime={question.askedAt}>{asked}</time>
        </dd>
      </dl>
      <section className={styles.block} aria-labelledby="question-text">
        <h2 id="question-text" className={styles.blockTitle}>
          {t('event.questions.answerPage.question')}
        </h2>
        <p className={styles.text}>{question.text}</p>
      </section>
      {question.answer === null ? (
        <AnswerForm token={token} />
      ) : (
        <section className={styles.block} aria-labelledby="question-answer">
          <h2 id="question-answer" className={styles.blockTitle}>
            {t('event.questions.answer')}
          </h2>
          <p className={styles.text}>{question.answer}</p>
        </section>
      )}
    </>
  );
}
