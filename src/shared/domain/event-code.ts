/*
 * An event's code: the last part of its public address (`/event/moscow-marathon-2027`), unique within the
 * tenant. The cabinet suggests one from the event's name; the organizer may change it before saving.
 */

export const EVENT_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
export const EVENT_CODE_MAX = 60;

/** Russian letters as the passport transliteration writes them (ГОСТ 52535.1-2006, without diacritics). */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** A code made from a name: Latin letters and digits, words joined by hyphens, at most EVENT_CODE_MAX. */
export function suggestEventCode(name: string): string {
  const letters = [...name.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  return letters
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, EVENT_CODE_MAX)
    .replace(/-+$/, '');
}
