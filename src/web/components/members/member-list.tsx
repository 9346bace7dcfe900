import type { ReactNode } from 'react';
import cabinet from '../ui/cabinet-section.module.css';
import styles from './members.module.css';

/** A titled list of people's (or invitations') cards, with how many there are under the title when given. */
export function MemberList({
  id,
  title,
  summary,
  children,
}: {
  /** The heading's id, naming the section. */
  id: string;
  title: string;
  summary?: string;
  children: ReactNode;
}) {
  return (
    <section className={cabinet.section} aria-labelledby={id}>
      <h2 id={id} className={cabinet.sectionTitle}>
        {title}
      </h2>
      {summary !== undefined && <p className={styles.summary}>{summary}</p>}
      <ul className={styles.members}>{children}</ul>
    </section>
  );
}
