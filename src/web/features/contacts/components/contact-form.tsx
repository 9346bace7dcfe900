import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { SelectField, TextField } from '../../../components/ui/input-fields.js';
import { SentNotice } from '../../../components/ui/sent-notice.js';
import { TextAreaField } from '../../../components/ui/text-area-field.js';
import { applyServerError, fieldText, useLanguage } from '../../../lib/form-server-errors.js';
import { isHttpError } from '../../../lib/http.js';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.js';
import { useSendContactMessage } from '../api/send-contact-message.js';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_TOPICS } from '../../../../shared/domain/content-forms.js';
import type { ContactMessage, ContactMessageRequest } from '../../../../shared/schemas/contacts.js';
import styles from './contact-form.module.css';
import { useHydrated } from '../../../lib/use-hydrated.js';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

const validation = lazyZodResolver(() =>
  import('../../../../shared/schemas/contacts.js').then((m) => m.contactMessageRequestSchema),
);

export interface ContactDefaults {
  name: string;
  email: string;
}

/**
 * The question to support: name, e-mail, topic and message. Sent, it gives way to a thank-you naming the
 * address the answer goes to, with a button to ask another question (name and e-mail kept).
 */
export function ContactForm({ defaults }: { defaults: ContactDefaults }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [kept, setKept] = useState<ContactDefaults | null>(null);
  const [round, setRound] = useState(0);

  if (sentTo !== null) {
    return (
      <ContactSent
        key="sent"
        email={sentTo}
        onAnother={() => {
          setSentTo(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }
  return (
    <MessageForm
      key={`form-${round}`}
      defaults={kept ?? defaults}
      focusTopic={round > 0}
      onSent={(values) => {
        setKept({ name: values.name, email: values.email });
        setSentTo(values.email);
      }}
    />
  );
}

interface MessageFormProps {
  defaults: ContactDefaults;
  /** Put the focus on the topic when the form shows (asking another question). */
  focusTopic: boolean;
  onSent: (values: ContactMessage) => void;
}

function MessageForm({ defaults, focusTopic, onSent }: MessageFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  // the server's HTML has no handler: a submit before this form has hydrated would post the page itself, so
  // its button (and with it Enter in a field: implicit submission needs an enabled default button) waits
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<ContactMessageRequest, unknown, ContactMessage>({
    resolver: validation.resolver,
    // a signed-in visitor's name and address; nothing else, so that what was typed into the server's HTML
    // before this form hydrated (a lazy part of /Contacts, lib/lazy-part.tsx) is kept
    defaultValues: { name: defaults.name || undefined, email: defaults.email || undefined },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  useEffect(() => {
    if (focusTopic) setFocus('topic');
  }, [focusTopic, setFocus]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    send.mutate(values, {
      onSuccess: () => onSent(values),
      onError: (error) => {
        if (isHttpError(error) && error.status === 429) {
          setFormError(t('contacts.form.rateLimited'));
          return;
        }
        setFormError(applyServerError(error, setError, FIELDS, t('contacts.form.failed')).message);
      },
    });
  });

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onFocus={validation.warm}
      onSubmit={(event) => void onSubmit(event)}
    >
      <div key="who" className={styles.row}>
        <TextField
          label={t('contacts.form.name')}
          autoComplete="name"
          controlClassName={styles.input}
          registration={register('name')}
          error={fieldText(errors.name?.message, lang)}
        />
        <TextField
          label={t('contacts.form.email')}
          type="email"
          autoComplete="email"
          controlClassName={styles.input}
          registration={register('email')}
          error={fieldText(errors.email?.message, lang)}
        />
      </div>
      <SelectField
        key="topic"
        label={t('contacts.form.topic')}
        placeholder={t('contacts.form.chooseTopic')}
        options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contacts.form.topics.${topic}`) }))}
        registration={register('topic')}
        controlClassName={styles.select}
        error={fieldText(errors.topic?.message, lang)}
      />
      <TextAreaField
        key="message"
        label={t('contacts.form.message')}
        registration={register('message')}
        length={message.length}
        max={CONTACT_MESSAGE_MAX_LENGTH}
        counter={t('contacts.form.counter', { length: message.length, max: CONTACT_MESSAGE_MAX_LENGTH })}
        error={fieldText(errors.message?.message, lang)}
      />
      {formError ? (
        <p key="alert" role="alert" className={styles.alert}>
          {formError}
        </p>
      ) : null}
      <button key="submit" type="submit" className={styles.submit} disabled={!hydrated || send.isPending}>
        {send.isPending ? t('contacts.form.sending') : t('contacts.form.submit')}
      </button>
    </form>
  );
}

function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <SentNotice title={t('contacts.sent.title')} text={t('contacts.sent.text', { email })}>
      <button type="button" className={styles.another} onClick={onAnother}>
        {t('contacts.sent.another')}
      </button>
    </SentNotice>
  );
}
