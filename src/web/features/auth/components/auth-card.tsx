import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

/** The centred card of a sign-in screen: a title, an optional lead, the content and links under it. */
export function AuthCard({
  title,
  lead,
  children,
  links,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  links?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {links ? <div className={styles.links}>{links}</div> : null}
      </section>
    </div>
  );
}

/** A form-level error, announced as it appears, with an optional way on under the text. */
export function FormAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** A calm status line (a link was sent, a confirmation runs). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      {children}
    </div>
  );
}
