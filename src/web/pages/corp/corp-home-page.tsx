import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { corpPath, useCorpCompany } from '../../features/corp/corp-context.js';
import { visibleSections } from '../../features/corp/corp-sections.js';
import { corpTexts } from '../../i18n/catalogs/corp.js';
import styles from './corp.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpTexts];

/**
 * /corp's home (issue 19): the chosen company's name, what the cabinet is for, and a card for each section
 * the user's role opens, with what is done there.
 */
export function CorpHomePage() {
  const { t } = useTranslation();
  const { company, support, can } = useCorpCompany();
  return (
    <>
      <h1 className={styles.title}>{company.name}</h1>
      <p className={styles.lead}>{t('corp.home.lead')}</p>
      <ul className={styles.cards}>
        {visibleSections(can, support).map((section) => (
          <li key={section.key} className={styles.card}>
            <Link to={corpPath(section.path, company.id)} className={styles.cardLink}>
              {t(`corp.sections.${section.key}`)}
            </Link>
            <p>{t(`corp.sectionHints.${section.key}`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
