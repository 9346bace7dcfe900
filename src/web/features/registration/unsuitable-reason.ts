import { useTranslation } from '../../i18n/shared-translation.js';
import type { RegistrationContext } from '../../../shared/schemas/registration.js';

type Person = RegistrationContext['me'];
type Race = RegistrationContext['race'];

export interface UnsuitableReason {
  text: string;
  /** A detail missing from the profile (gender, date of birth): filling it in may make the person suitable. */
  fixable: boolean;
}

/**
 * Why a person cannot be put in the order (SPEC §5: relatives listed must match the race's gender and
 * age on race day), or null when they can.
 */
export function useUnsuitableReason(race: Race) {
  const { t } = useTranslation();
  return (person: Person, self: boolean): UnsuitableReason | null => {
    if (person.registered) {
      return {
        text: self ? t('register.participants.meRegistered') : t('register.participants.registered'),
        fixable: false,
      };
    }
    if (person.eligible) return null;
    switch (person.reason) {
      case 'gender':
        return {
          text:
            race.gender === 'male'
              ? t('register.participants.reasons.gender-male')
              : t('register.participants.reasons.gender-female'),
          fixable: false,
        };
      case 'too-young':
        return { text: t('register.participants.reasons.too-young', { age: race.minAge }), fixable: false };
      case 'too-old':
        return { text: t('register.participants.reasons.too-old', { age: race.maxAge }), fixable: false };
      case 'birth-date-unknown':
        return { text: t('register.participants.reasons.birth-date-unknown'), fixable: true };
      default:
        return { text: t('register.participants.reasons.gender-unknown'), fixable: true };
    }
  };
}
