import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { Language } from '../../../shared/constants.js';
import { regionName } from './region-name.js';

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

const cache = new Map<Language, CountryOption[]>();

/** Countries of libphonenumber-js named in the interface language, Russia first, then by name. */
export function countryOptions(lang: Language): CountryOption[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const collator = new Intl.Collator(lang);
  const options = getCountries()
    .map((code) => ({ code, name: regionName(lang, code), callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => (a.code === 'RU' ? -1 : b.code === 'RU' ? 1 : collator.compare(a.name, b.name)));
  cache.set(lang, options);
  return options;
}
