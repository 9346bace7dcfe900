import hero from './page-hero.module.css';
import styles from './hero-skeleton.module.css';

/** Placeholder of an event or series header (page-hero) while the page's data loads. */
export function HeroSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <div className={hero.header} aria-hidden="true">
      <div className={hero.inner}>
        <span className={styles.kicker} />
        <span className={styles.title} />
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.line} />
        ))}
        <span className={styles.actions} />
      </div>
      <div className={styles.tabs} />
    </div>
  );
}
