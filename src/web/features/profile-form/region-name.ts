import type { Language } from '../../../shared/constants.js';

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/** A country's name in the interface language (ICU's), or its code where the runtime has no names. */
export function regionName(lang: Language, code: string): string {
  if (!displayNames.has(lang)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(lang, names);
  }
  return displayNames.get(lang)?.of(code) ?? code;
}
