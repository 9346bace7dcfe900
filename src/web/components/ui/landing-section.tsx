import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './landing.module.css';

interface LandingSectionProps {
  /** The heading's id: the section is a region named by its heading. */
  id: string;
  title: string;
  /** A "see all" link on the title's right. */
  more?: { to: string; label: string } | undefined;
  /** The section's own box; the landing section (container, room above) otherwise. */
  className?: string;
  children: ReactNode;
}

/** A section of a landing-style page: its display-font h2 (with a "see all" link), then its content. */
export function LandingSection({
  id,
  title,
  more,
  className = styles.section,
  children,
}: LandingSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <Link key="more" to={more.to} className={styles.allLink}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
