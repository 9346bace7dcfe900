import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import type { EventDetail } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatMoney } from '../../../lib/catalogue-format.js';
import { RaceCard } from './race-card.js';
import styles from './event-overview.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
const phone = (value: string) => <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>;
const web = (url: string) => (
  <a href={url} target="_blank" rel="noopener noreferrer">
    {url.replace(/^https?:\/\//, '')}
  </a>
);

/**
 * Every section of the Overview tab, in reading order. `contactsExtra` goes under the contacts (the page
 * puts "Ask the organizer a question" there).
 */
export function EventOverview({ event, contactsExtra }: { event: EventDetail; contactsExtra?: ReactNode }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { organizer, contacts } = event;
  const contactRows: [string, ReactNode][] = [[t('event.contacts.organizer'), organizer.name]];
  const email = contacts.email ?? organizer.email;
  const tel = contacts.phone ?? organizer.phone;
  if (email) contactRows.push([t('event.contacts.email'), mail(email)]);
  if (tel) contactRows.push([t('event.contacts.phone'), phone(tel)]);
  const site = event.website ?? organizer.website;
  if (site) contactRows.push([t('event.contacts.website'), web(site)]);
  if (event.operator) contactRows.push([t('event.contacts.operator'), event.operator]);

  return (
    <div className={styles.overview}>
      <Section id="event-races" title={t('event.sections.races')}>
        {event.races.length === 0 ? (
          <p className={styles.muted}>{t('event.noRaces')}</p>
        ) : (
          <div className={styles.races}>
            {event.races.map((race) => (
              <RaceCard key={race.code} race={race} timeZone={event.timeZone} />
            ))}
          </div>
        )}
      </Section>

      {event.items.length > 0 && (
        <Section id="event-items" title={t('event.sections.items')}>
          <ul className={styles.items}>
            {event.items.map((item) => (
              <li key={item.id} className={styles.item}>
                <h3 className={styles.itemName}>{item.name}</h3>
                <p className={styles.muted}>{t(`event.items.${item.kind}`)}</p>
                {item.description && <p className={styles.itemText}>{item.description}</p>}
                <p className={styles.itemFoot}>
                  <strong>{formatMoney(item.price, lang)}</strong>
                  <span className={item.inStock ? styles.inStock : styles.outOfStock}>
                    {item.inStock ? t('event.items.inStock') : t('event.items.outOfStock')}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="event-about" title={t('event.sections.about')}>
        {/* the server sanitises this HTML; it is the only HTML we render */}
        <article className={styles.prose} dangerouslySetInnerHTML={{ __html: event.description }} />
        <p className={styles.muted}>
          {t('event.activityType')}: {event.activityType.name}
        </p>
      </Section>

      {event.program.length > 0 && (
        <Section id="event-program" title={t('event.sections.program')}>
          <ol className={styles.program}>
            {event.program.map((step, index) => (
              <li key={`${step.time}-${index}`}>
                <span className={styles.programTime}>{step.time}</span>
                <span>{step.title}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section id="event-contacts" title={t('event.sections.contacts')}>
        <Facts rows={contactRows} />
        {contactsExtra}
      </Section>

      {event.startPack && (
        <Section id="event-start-pack" title={t('event.sections.startPack')}>
          <p className={styles.text}>{event.startPack.description}</p>
          <Facts
            rows={[
              [t('event.startPack.place'), event.startPack.place],
              [t('event.startPack.schedule'), event.startPack.schedule],
            ]}
          />
        </Section>
      )}

      {event.documents.length > 0 && (
        <Section id="event-documents" title={t('event.sections.documents')}>
          <ul className={styles.documents}>
            {event.documents.map((doc) => (
              <li key={`${doc.kind}-${doc.url}`}>
                <a href={doc.url} target="_blank" rel="noopener noreferrer">
                  {doc.title}
                </a>
                <span className={styles.muted}> — {t(`event.documents.${doc.kind}`)}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="event-requisites" title={t('event.sections.requisites')}>
        <Facts
          rows={[
            [t('event.requisites.legalName'), organizer.requisites.legalName],
            [t('event.requisites.inn'), organizer.requisites.inn],
            [t('event.requisites.ogrn'), organizer.requisites.ogrn],
            [t('event.requisites.address'), organizer.requisites.address],
          ]}
        />
      </Section>

      {event.beneficiary && (
        <Section id="event-beneficiary" title={t('event.sections.beneficiary')}>
          <Facts
            rows={[
              [t('event.requisites.name'), event.beneficiary.name],
              [t('event.requisites.inn'), event.beneficiary.inn],
              [t('event.requisites.ogrnip'), event.beneficiary.ogrnip],
              [t('event.requisites.address'), event.beneficiary.address],
            ]}
          />
        </Section>
      )}
    </div>
  );
}
