import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './main-nav.module.css';

export interface NavItem {
  to: string;
  labelKey: 'nav.events' | 'nav.results' | 'nav.series';
}

/** Site navigation; below 768 px it collapses behind a menu button (Escape or a click outside closes it). */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A layout effect: the listeners are in place as soon as the list shows, before the next key press.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

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
