import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Link, NavLink, Outlet, useMatch, useSearchParams } from 'react-router';
import type { CorpCompany, CorpMe } from '../../../shared/schemas/corp-company.js';
import { QueryError, Skeleton } from '../../components/ui/query-state.js';
import { useCorpMe } from '../../features/corp/api/corp-me.js';
import { COMPANY_PARAM, corpFrameContext, corpPath } from '../../features/corp/corp-context.js';
import { visibleSections } from '../../features/corp/corp-sections.js';
import { useTenantName } from '../../features/tenant/use-tenant-name.js';
import { corpTexts } from '../../i18n/catalogs/corp.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import styles from './corp.module.css';

/** The texts this screen loads with (screen.ts). */
export const texts = [corpTexts];

/** Where the browser remembers the company last chosen, for a visit without `?company=`. */
const REMEMBERED = 'startline.corp.company';

function remembered(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(REMEMBERED);
  } catch {
    return null;
  }
}

/** The company the URL names, else the one remembered, else the first; null when the user has none. */
function chosenCompany(companies: CorpCompany[], param: string | null): CorpCompany | null {
  const byId = (id: string | null) => companies.find((c) => String(c.id) === id);
  return byId(param) ?? byId(remembered()) ?? companies[0] ?? null;
}

/**
 * /corp (issue 19, ADR 031): the corporate cabinet's frame. It asks /api/corp/me for the user's companies:
 * with none (and no support role) it says the cabinet is for companies, with the way to /corp-client.
 * Otherwise a band names the chosen company and the user's role (a switcher when there are several; the
 * choice lives in `?company=` and is remembered), the sections the role permits are tabs, and the section
 * renders under them with the company in its outlet context (`useCorpCompany()`). The sections own the
 * page's h1. Support with no company yet sees only its own section (leads and new companies).
 */
export function CorpPage() {
  const { t } = useTranslation();
  const name = useTenantName();
  const me = useCorpMe();
  useDocumentTitle(`${t('corp.title')} — ${name}`);

  return (
    <div className={styles.page}>
      {me.isPending ? (
        <Skeleton lines={4} />
      ) : me.isError ? (
        <QueryError onRetry={() => void me.refetch()} />
      ) : me.data.companies.length === 0 && !me.data.support ? (
        <NoCompany />
      ) : (
        <Frame me={me.data} />
      )}
    </div>
  );
}

function NoCompany() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('corp.noCompany.title')}</h1>
      <p className={styles.lead}>{t('corp.noCompany.text')}</p>
      <p>{t('corp.noCompany.how')}</p>
      <Link to="/corp-client" className={styles.cta}>
        {t('corp.noCompany.link')}
      </Link>
    </div>
  );
}

function Frame({ me }: { me: CorpMe }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const company = chosenCompany(me.companies, params.get(COMPANY_PARAM));
  const onSupport = useMatch('/corp/support') !== null;
  const context = company ? corpFrameContext(company, me.support) : null;
  const sections = visibleSections(context?.can ?? null, me.support);

  useEffect(() => {
    if (!company) return;
    try {
      localStorage.setItem(REMEMBERED, String(company.id));
    } catch {
      // private mode: the choice lives in the URL only
    }
  }, [company]);

  const link = (path: string) => (company ? corpPath(path, company.id) : path);

  return (
    <>
      <div className={styles.band}>
        <p className={styles.who}>
          <span className={styles.kicker}>{t('corp.title')}</span>
          {company && (
            <span className={styles.company}>
              {company.name}
              <span className={styles.badge}>
                {t('corp.yourRole', { role: t(`corp.roles.${company.role}`) })}
              </span>
            </span>
          )}
        </p>
        {company && me.companies.length > 1 && <CompanySwitcher companies={me.companies} chosen={company} />}
      </div>
      <nav className={styles.nav} aria-label={t('corp.nav')}>
        <ul className={styles.tabs}>
          {company && (
            <li>
              <NavLink to={link('/corp')} end className={tabClass}>
                {t('corp.sections.home')}
              </NavLink>
            </li>
          )}
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink to={link(section.path)} className={tabClass}>
                {t(`corp.sections.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.section}>
        {context ? (
          <Outlet context={context} />
        ) : onSupport ? (
          <Outlet />
        ) : (
          <div className={styles.notice}>
            <h1 className={styles.title}>{t('corp.supportNoCompany.title')}</h1>
            <p className={styles.lead}>{t('corp.supportNoCompany.text')}</p>
            <Link to="/corp/support" className={styles.cta}>
              {t('corp.supportNoCompany.link')}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.tab} ${styles.active}` : styles.tab;

/** The user's companies in a select: choosing one keeps the section and opens it for that company. */
function CompanySwitcher({ companies, chosen }: { companies: CorpCompany[]; chosen: CorpCompany }) {
  const { t } = useTranslation();
  const id = useId();
  const [, setParams] = useSearchParams();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>{t('corp.switchCompany')}</label>
      <select
        id={id}
        className={styles.select}
        value={chosen.id}
        // another company's filters mean nothing: only its id goes along
        onChange={(e) => setParams({ [COMPANY_PARAM]: e.target.value })}
      >
        {companies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
