import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/*
 * The phone field's rules that need libphonenumber-js's metadata (every country's numbering plan, most of
 * the library's weight). The corporate lead form loads this module when its phone field is first touched
 * (phone-field.tsx); the profile form, which lists the countries anyway, imports it with the page.
 */

export { countryOptions } from './countries.js';

/** A phone as the field shows it: the country chosen and the national number as typed. */
export interface PhoneParts {
  country: CountryCode;
  national: string;
}

/** The E.164 form of a national number in a country; impossible numbers still compose so the schema names them. */
export function composePhone(country: CountryCode, national: string): { e164: string; country: CountryCode } {
  const text = national.trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return { e164: '', country };
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text);
    return { e164: parsed?.number ?? `+${digits}`, country: parsed?.country ?? country };
  }
  const parsed = parsePhoneNumberFromString(text, country);
  return { e164: parsed?.number ?? `+${getCountryCallingCode(country)}${digits}`, country };
}

/** A stored E.164 phone as the field's parts (Russia for a blank one). */
export function phoneParts(value: string): PhoneParts {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return { country: 'RU', national: value.replace(/^\+7/, '') };
  return { country: parsed.country ?? 'RU', national: parsed.formatNational() };
}

/** A possible number in its country's usual spacing; anything else (an international "+…" too) as typed. */
export function tidyNational({ country, national }: PhoneParts): string {
  const parsed = national.startsWith('+') ? undefined : parsePhoneNumberFromString(national, country);
  return parsed?.isPossible() ? parsed.formatNational() : national;
}
