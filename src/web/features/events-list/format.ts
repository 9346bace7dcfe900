import type { Language } from '../../../shared/constants.js';
import { intlLocale } from '../../lib/catalogue-format.js';
import { numberFormat } from '../../lib/intl-cache.js';

export { formatEventDate } from '../../lib/catalogue-format.js';

/** A distance as a number of km (one decimal, «42,2») or of metres under 1 km. */
export function distanceParts(metres: number, lang: Language): { value: string; unit: 'km' | 'm' } {
  if (metres < 1000) return { value: numberFormat(intlLocale(lang)).format(metres), unit: 'm' };
  const km = numberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(metres / 1000);
  return { value: km, unit: 'km' };
}
