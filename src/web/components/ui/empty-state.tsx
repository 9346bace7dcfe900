import { Link } from 'react-router';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** What is not there, in a few words. */
  title: string;
  hint?: string | undefined;
  /** The way on: a link to a wider list. */
  link?: { to: string; label: string } | undefined;
}

/** "Nothing here": a dashed box saying what is missing, why, and where to go instead. */
export function EmptyState({ title, hint, link }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {hint ? (
        <p key="hint" className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {link ? (
        <Link key="link" to={link.to} className={styles.link}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
