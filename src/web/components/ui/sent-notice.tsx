import { useEffect, useRef, type ReactNode } from 'react';
import styles from './sent-notice.module.css';

interface SentNoticeProps {
  /** The form's id when links point at it (#lead-form): the notice takes its place. */
  id?: string;
  title: string;
  text: string;
  /** A form's own additions to the box (its scroll margin). */
  className?: string;
  /** A way on under the text (ask another question). */
  children?: ReactNode;
}

/**
 * What a sent form leaves in its place: a heading that takes the focus, so that a screen reader says it at
 * once, the text, and a way on.
 */
export function SentNotice({ id, title, text, className, children }: SentNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div id={id} className={className ? `${styles.notice} ${className}` : styles.notice}>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
