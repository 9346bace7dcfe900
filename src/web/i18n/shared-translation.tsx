import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

type Translation = ReturnType<typeof useI18nextTranslation<'translation'>>;
type T = Translation['t'];

/*
 * Every component of the app asks for its texts with `useTranslation()` from this module, not from
 * react-i18next. React-i18next's hook, called in each component, copies the whole i18next instance into a
 * wrapper object and builds a bound `t` for every component that mounts: on the events list, about 300
 * calls and 2 ms of a server render (and the same on a phone while the page hydrates). Here it is called once,
 * at the top of the app (`SharedTranslation`, in the app's providers), and its answer reaches every component
 * through a context: a language change still renders them all again, as it did.
 *
 * The shared `t` also remembers the texts asked for without options, per language (a card's labels, asked
 * 20 times on a page of 20 cards, the header's and footer's on every page): i18next resolves a key through
 * its fallbacks every time, 1–2 ms of a list page's server render. The memory belongs to the catalogs'
 * store, which the server's per-request instances share (`cloneInstance`), so a text is resolved once per
 * process, not once per page. A key i18next does not know yet (a catalog still on its way) is not
 * remembered, and a catalog added or removed empties the memory.
 */
const SharedTranslationContext = createContext<Translation | null>(null);

type Texts = Map<string, unknown>;
type Store = Translation['i18n']['store'];

/** The remembered texts of each store, by language; emptied when the store's catalogs change. */
const rememberedOf = new WeakMap<Store, Map<string, Texts>>();

function rememberedTexts(store: Store, language: string): Texts {
  let byLanguage = rememberedOf.get(store);
  if (!byLanguage) {
    const languages = new Map<string, Texts>();
    const forget = () => languages.clear();
    store.on('added', forget);
    store.on('removed', forget);
    rememberedOf.set(store, languages);
    byLanguage = languages;
  }
  let texts = byLanguage.get(language);
  if (!texts) {
    texts = new Map();
    byLanguage.set(language, texts);
  }
  return texts;
}

/** `t`, answering the texts of keys asked for without options from the store's memory of `language`. */
function rememberingT(t: T, store: Store, language: string): T {
  const translate = t as unknown as (...args: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    // looked up on every call: a catalog added since the last one empties the memory (a new Map)
    const texts = rememberedTexts(store, language);
    if (texts.has(key)) return texts.get(key);
    const text = translate(key);
    if (text !== key) texts.set(key, text);
    return text;
  }) as unknown as T;
}

/** Asks react-i18next once for the whole app; everything under it reads that answer. */
export function SharedTranslation({ children }: { children: ReactNode }) {
  const translation = useI18nextTranslation();
  const { t, i18n, ready } = translation;
  const language = i18n.language;
  const shared = useMemo(() => {
    const remembering = rememberingT(t, i18n.store, language);
    return Object.assign([remembering, i18n, ready], {
      t: remembering,
      i18n,
      ready,
    }) as unknown as Translation;
  }, [t, i18n, ready, language]);
  return <SharedTranslationContext.Provider value={shared}>{children}</SharedTranslationContext.Provider>;
}

/** The texts in the interface's language: `{ t, i18n }`, as react-i18next's hook answers. */
export function useTranslation(): Translation {
  const shared = useContext(SharedTranslationContext);
  // Outside <SharedTranslation> (a component test rendering one part alone), react-i18next's own hook.
  // Whether a component is under the provider never changes during its life, so its hooks stay the same.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return shared ?? useI18nextTranslation();
}
