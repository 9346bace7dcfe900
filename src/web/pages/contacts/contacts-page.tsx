import { useTranslation } from '../../i18n/shared-translation.js';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user.js';
import { SupportInfo } from '../../features/contacts/components/support-info.js';
import { useTenant } from '../../features/tenant/tenant-context.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './contacts-page.module.css';
import { contactsTexts } from '../../i18n/catalogs/contacts.js';

/** The texts this screen loads with (screen.ts). */
export const texts = [contactsTexts];

const ContactForm = lazyPart(() =>
  import('../../features/contacts/components/contact-form.js').then((m) => m.ContactForm),
);

/** /Contacts: the support e-mail and hours, links to the common answers, and the question form. */
export function ContactsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('contacts.title')} — ${useTenantName()}`);
  const { info } = useTenant();
  const user = useCurrentUser();
  const defaults = user.isAuthorized ? { name: user.fullName, email: user.email } : { name: '', email: '' };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contacts.title')}</h1>
      <p className={styles.lead}>{t('contacts.lead')}</p>
      <div className={styles.columns}>
        <div className={styles.aside}>
          <SupportInfo fallbackEmail={info?.supportEmail ?? null} />
          <nav className={styles.panel} aria-labelledby="contacts-faq-title">
            <h2 id="contacts-faq-title" className={styles.panelTitle}>
              {t('contacts.faq.title')}
            </h2>
            <ul className={styles.links}>
              <li>
                <Link className={styles.link} to="/Home/About/participants">
                  {t('contacts.faq.participants')}
                </Link>
              </li>
              <li>
                <Link className={styles.link} to="/Home/About">
                  {t('contacts.faq.organizers')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <section className={styles.panel} aria-labelledby="contacts-form-title">
          <h2 id="contacts-form-title" className={styles.panelTitle}>
            {t('contacts.form.title')}
          </h2>
          <p className={styles.formLead}>{t('contacts.form.lead')}</p>
          <ContactForm defaults={defaults} />
        </section>
      </div>
    </div>
  );
}
