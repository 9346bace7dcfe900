import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { Link } from 'react-router';
import {
  FIELDS_REGISTRATION_NEEDS,
  type RegistrationField,
} from '../../../../shared/domain/profile-completeness.js';
import { useCurrentUser } from '../api/get-current-user.js';
import styles from './profile-alert.module.css';

function isRegistrationField(field: string): field is RegistrationField {
  return (FIELDS_REGISTRATION_NEEDS as readonly string[]).includes(field);
}

/**
 * SPEC §2 profile alert: a signed-in user whose profile lacks what registration needs sees which fields,
 * each a link to that field of the profile form (/MyAccount/Profile#field).
 */
export function ProfileAlert({ className }: { className?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user.isAuthorized) return null;
  const fields = user.missingProfileFields.filter(isRegistrationField);
  if (fields.length === 0) return null;

  return (
    <div className={[styles.alert, className].filter(Boolean).join(' ')} role="note">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <p className={styles.text}>
        {t('profileAlert.text')}{' '}
        {fields.map((field, index) => (
          <Fragment key={field}>
            {index > 0 ? ', ' : null}
            <Link className={styles.link} to={`/MyAccount/Profile#${field}`}>
              {t(`profileAlert.fields.${field}`)}
            </Link>
          </Fragment>
        ))}
      </p>
    </div>
  );
}
