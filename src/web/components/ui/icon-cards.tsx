import { Icon } from './icon.js';
import landing from './landing.module.css';
import styles from './icon-cards.module.css';

export interface IconCard {
  key: string;
  /** An icon of the icon set (`flag`, `credit-card` …); decoration beside the title. */
  icon: string;
  title: string;
  text: string;
}

/** What a page offers, as cards with an icon, a title and a line or two of text. */
export function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className={styles.cards} data-count={items.length}>
      {items.map((item) => (
        <li key={item.key} className={landing.card}>
          <span className={landing.cardBadge}>
            <Icon name={item.icon} size="md" />
          </span>
          <h3 className={landing.cardTitle}>{item.title}</h3>
          <p className={landing.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
