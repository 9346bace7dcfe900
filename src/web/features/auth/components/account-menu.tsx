import { useId } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link, useNavigate } from 'react-router';
import type { SignedInUser } from '../../../../shared/schemas/user.js';
import { useLogout } from '../api/logout.js';
import { useLogoutAll } from '../api/logout-all.js';
import { notify } from '../../../lib/notify.js';
import { useDisclosure } from '../../../lib/use-disclosure.js';
import styles from './account-menu.module.css';

const SECTIONS = [
  { to: '/MyAccount/Registrations', key: 'registrations' },
  { to: '/MyAccount/Orders', key: 'orders' },
  { to: '/MyAccount/Teams', key: 'teams' },
  { to: '/MyAccount/Relatives', key: 'relatives' },
  { to: '/MyAccount/Profile', key: 'profile' },
  { to: '/MyAccount/Training', key: 'training' },
] as const;

interface AccountMenuProps {
  user: SignedInUser;
  /** The tenant's ShowLkCorp flag is on. */
  corporateCabinet: boolean;
}

/** The signed-in user's header menu: a disclosure with the account sections and sign-out. */
export function AccountMenu({ user, corporateCabinet }: AccountMenuProps) {
  const { t } = useTranslation();
  const { open, setOpen, rootRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const navigate = useNavigate();
  const panelId = useId();
  const logout = useLogout();
  const logoutAll = useLogoutAll();
  const busy = logout.isPending || logoutAll.isPending;

  // mutateAsync: the menu unmounts as the user turns anonymous, and the way home must not depend on it.
  const signOut = (mutation: typeof logout) =>
    mutation.mutateAsync().then(
      () => {
        setOpen(false);
        void navigate('/');
      },
      () => notify({ type: 'error', title: t('errors.tryLater') }),
    );

  // the corporate cabinet (issue 19, ADR 031): companies' users, and the help desk that sets companies up
  const showCorporate =
    corporateCabinet && (user.roles.includes('Organization') || user.roles.includes('Administrator'));
  // the organizer cabinet (issue 18): organizers' staff and the tenant's help desk
  const showCabinet = user.roles.includes('Organization') || user.roles.includes('Administrator');
  const initial = user.fullName.trim().charAt(0).toUpperCase() || '•';

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        title={user.fullName}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{t('header.signedInAs')}</span>{' '}
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.name}>{user.fullName}</span>
        <span className={styles.caret} data-open={open} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul className={styles.list} aria-label={t('header.account.label')}>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={section.to} className={styles.item} onClick={() => setOpen(false)}>
                {t(`header.account.${section.key}`)}
              </Link>
            </li>
          ))}
          {showCabinet ? (
            <li>
              <Link to="/cabinet" className={styles.item} onClick={() => setOpen(false)}>
                {t('header.account.cabinet')}
              </Link>
            </li>
          ) : null}
          {showCorporate ? (
            <li>
              <Link to="/corp" className={styles.item} onClick={() => setOpen(false)}>
                {t('header.account.corporate')}
              </Link>
            </li>
          ) : null}
        </ul>
        <div className={styles.signOut}>
          <button type="button" className={styles.item} disabled={busy} onClick={() => void signOut(logout)}>
            {t('header.account.signOut')}
          </button>
          <button
            type="button"
            className={styles.item}
            disabled={busy}
            onClick={() => void signOut(logoutAll)}
          >
            {t('header.account.signOutAll')}
          </button>
        </div>
      </div>
    </div>
  );
}
