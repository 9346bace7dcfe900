import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './not-found.module.css';

interface NotFoundViewProps {
  illustration: ReactNode;
  /** Which tenant's look (heading style, colours) to use. */
  look: 'default' | 'pionercup' | 'fontanka';
  text: string;
  children?: ReactNode;
}

export function NotFoundView({ illustration, look, text, children }: NotFoundViewProps) {
  const { t } = useTranslation();
  const name = useTenantName();
  useDocumentTitle(t('notFound.documentTitle', { name }));

  return (
    <section className={styles.page} data-look={look} aria-labelledby="not-found-title">
      <div className={styles.illustration} aria-hidden="true">
        {illustration}
      </div>
      <div className={styles.content}>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.text}>{text}</p>
        {children}
      </div>
    </section>
  );
}
