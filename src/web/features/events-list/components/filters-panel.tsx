import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { ListFilter } from '../../../../shared/schemas/list-filter.js';
import { Icon } from '../../../components/ui/icon.js';
import type { FilterKey, FilterValues } from '../filter-params.js';
import { FiltersForm } from './filters-form.js';
import styles from './events-browser.module.css';

interface FiltersPanelProps {
  desktop: boolean;
  filters: FilterValues;
  activeCount: number;
  options: ListFilter | undefined;
  hidden: readonly FilterKey[];
  onApply: (next: FilterValues) => void;
  onReset: () => void;
}

/** Filters: a side panel on desktop (changes apply at once), a modal dialog with Apply/Reset on mobile. */
export function FiltersPanel({
  desktop,
  filters,
  activeCount,
  options,
  hidden,
  onApply,
  onReset,
}: FiltersPanelProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const node = dialog.current;
    if (!node || !open) return;
    if (typeof node.showModal === 'function') {
      if (!node.open) node.showModal();
    } else {
      node.setAttribute('open', '');
    }
  }, [open]);

  const close = () => {
    const node = dialog.current;
    if (node?.open && typeof node.close === 'function') node.close();
    else node?.removeAttribute('open');
    setOpen(false);
    opener.current?.focus();
  };

  if (desktop) {
    return (
      <aside className={styles.sidePanel} aria-labelledby="events-filters-title">
        <h2 id="events-filters-title" className={styles.panelTitle}>
          {t('filters.title')}
        </h2>
        <FiltersForm
          idPrefix="filters"
          value={filters}
          options={options}
          hidden={hidden}
          autoApply
          onApply={onApply}
          onReset={onReset}
        />
      </aside>
    );
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.filtersButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="sliders-horizontal" size="sm" />
        {t('filters.open')}
        {activeCount ? <span className={styles.countBadge}>{activeCount}</span> : null}
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-labelledby="events-filters-dialog-title"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <div className={styles.dialogHead}>
            <h2 id="events-filters-dialog-title" className={styles.panelTitle}>
              {t('filters.title')}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('filters.close')}
              onClick={close}
            >
              <Icon name="x" size="sm" />
            </button>
          </div>
          <FiltersForm
            idPrefix="filters-dialog"
            value={filters}
            options={options}
            hidden={hidden}
            autoApply={false}
            onApply={(next) => {
              onApply(next);
              close();
            }}
            onReset={() => {
              onReset();
              close();
            }}
          />
        </dialog>
      ) : null}
    </>
  );
}
