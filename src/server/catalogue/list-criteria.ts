import type { Language } from '../../shared/constants.js';
import type { EventsFilter } from '../../shared/schemas/catalogue.js';
import type { EventsLoaderType } from '../../shared/constants.js';
import { DomainError } from '../domain-error.js';
import type { ListCriteria } from './list-conditions.js';

const MSK_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of `now`'s calendar day in Europe/Moscow (UTC+3 all year). */
export function moscowDayStart(now: Date): Date {
  const msk = now.getTime() + MSK_OFFSET_MS;
  return new Date(msk - (((msk % DAY_MS) + DAY_MS) % DAY_MS) - MSK_OFFSET_MS);
}

const BAD_DATE: Record<Language, string> = { ru: 'Несуществующая дата.', en: 'No such date.' };

/** A YYYY-MM-DD (already format-checked by the schema) as Moscow midnight; a 400 when no such day exists. */
function moscowDate(value: string, field: string, lang: Language): Date {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    throw new DomainError('VALIDATION_FAILED', { fields: { [field]: BAD_DATE[lang] } });
  }
  return new Date(utc - MSK_OFFSET_MS);
}

export function listCriteria(
  type: EventsLoaderType,
  filter: EventsFilter,
  now: Date,
  lang: Language,
): ListCriteria {
  const dateFrom = filter.dateFrom ? moscowDate(filter.dateFrom, 'dateFrom', lang) : null;
  const dateTo = filter.dateTo
    ? new Date(moscowDate(filter.dateTo, 'dateTo', lang).getTime() + DAY_MS)
    : null;
  return { type, filter, now, dayStart: moscowDayStart(now), dateFrom, dateTo };
}
