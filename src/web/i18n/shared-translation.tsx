import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
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
 * The shared `t` also remembers the texts asked for without options during one language (a card's labels,
 * asked 20 times on a page of 20 cards): i18next resolves a key through its fallbacks every time. A key it
 * does not know yet (a catalog still on its way) is not remembered, and a catalog added later empties the
 * memory.
 */
const SharedTranslationContext = createContext<Translation | null>(null);

/** `t`, remembering the texts of keys asked for without options until `forget`. */
function rememberingT(t: T): { t: T; forget: () => void } {
  const texts = new Map<string, unknown>();
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const remembering = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    if (texts.has(key)) return texts.get(key);
    const text = translate(key);
    if (text !== key) texts.set(key, text);
    return text;
  }) as unknown as T;
  return { t: remembering, forget: () => texts.clear() };
}

/** Asks react-i18next once for the whole app; everything under it reads that answer. */
export function SharedTranslation({ children }: { children: ReactNode }) {
  const translation = useI18nextTranslation();
  const { t, i18n, ready } = translation;
  const shared = useMemo(() => {
    const remembering = rememberingT(t);
    const value = Object.assign([remembering.t, i18n, ready], { t: remembering.t, i18n, ready });
    return { value: value as unknown as Translation, forget: remembering.forget };
  }, [t, i18n, ready]);
  useEffect(() => {
    i18n.store.on('added', shared.forget);
    return () => i18n.store.off('added', shared.forget);
  }, [i18n, shared]);
  return <SharedTranslationContext.Provider value={shared.value}>{children}</SharedTranslationContext.Provider>;
}

/** The texts in the interface's language: `{ t, i18n }`, as react-i18next's hook answers. */
export function useTranslation(): Translation {
  const shared = useContext(SharedTranslationContext);
  // Outside <SharedTranslation> (a component test rendering one part alone), react-i18next's own hook.
  // Whether a component is under the provider never changes during its life, so its hooks stay the same.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return shared ?? useI18nextTranslation();
}
