import { useId } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { NavLink } from 'react-router';
import { useDisclosure } from '../../lib/use-disclosure.js';
import styles from './main-nav.module.css';

export interface NavItem {
  to: string;
  labelKey: 'nav.events' | 'nav.results' | 'nav.series';
}

/** Site navigation; below 768 px it collapses behind a menu button (Escape or a click outside closes it). */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { open, setOpen, rootRef: navRef, buttonRef } = useDisclosure<HTMLElement>();
  const listId = useId();

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('nav.label')}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.burger} data-open={open} aria-hidden="true">
          <span />
        </span>
        <span className={styles.menuLabel}>{t('nav.menu')}</span>
      </button>
      <ul id={listId} className={styles.list} data-open={open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.link} onClick={() => setOpen(false)}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
