import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/shared-translation.js';
import { fieldAria } from '../../components/ui/form-field.js';
import type { ControlledText } from './document-inputs.js';
import { Field } from './field.js';
import styles from './profile-form.module.css';

interface ClubFieldProps {
  /** The club's text, controlled: it stays in the form while the input is disabled. */
  club: ControlledText;
  /** The "No club" checkbox (it re-checks the club). */
  noClub: UseFormRegisterReturn;
  disabled: boolean;
  error: string | undefined;
}

/** The club, or "No club" (SPEC §3); a club is required unless "No club" is ticked (SPEC §5). */
export function ClubField({ club, noClub, disabled, error }: ClubFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id="club" label={t('account.profile.club')} error={error}>
      <input
        id="club"
        className={styles.input}
        disabled={disabled}
        {...fieldAria('club', { error })}
        name={club.name}
        value={club.value}
        onChange={(e) => club.onChange(e.currentTarget.value)}
        onBlur={club.onBlur}
      />
      <label className={styles.check}>
        <input type="checkbox" id="noClub" {...noClub} />
        {t('account.profile.noClub')}
      </label>
    </Field>
  );
}
