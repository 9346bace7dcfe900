import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * A page that decides its own background after its route matched (an unknown event code shows the
 * not-found page on the event route) asks the root route for the white background through this context.
 */
export const PageBackgroundContext = createContext<(white: boolean) => void>(() => {});

/** Gives the page the white background (`data-bg="white"`) while it is shown. */
export function useWhiteBackground(): void {
  const setWhite = useContext(PageBackgroundContext);
  useLayoutEffect(() => {
    setWhite(true);
    return () => setWhite(false);
  }, [setWhite]);
}
