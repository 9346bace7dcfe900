import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import type { Gender } from '../../../shared/domain/profile-choices.js';
import { fieldAria } from '../../components/ui/form-field.js';
import { FieldError } from './field.js';
import styles from './profile-form.module.css';

interface GenderFieldProps {
  /** The choices offered (a registration form offers no "not specified"). */
  genders: readonly Gender[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** Gender as radios in a fieldset; the first radio's id is `gender`, so #gender lands here. */
export function GenderField({ genders, registration, error }: GenderFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.field} {...fieldAria('gender', { error })}>
      <legend className={styles.label}>{t('account.profile.gender')}</legend>
      <div className={styles.radios}>
        {genders.map((gender, i) => (
          <label key={gender} className={styles.check}>
            <input type="radio" id={i === 0 ? 'gender' : undefined} value={gender} {...registration} />
            {t(`account.profile.genders.${gender}`)}
          </label>
        ))}
      </div>
      <FieldError id="gender" error={error} />
    </fieldset>
  );
}
