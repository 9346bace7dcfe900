import { useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

export interface Disclosure<Root extends HTMLElement> {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  /** The element holding the button and the panel: a press outside it closes the panel. */
  rootRef: RefObject<Root | null>;
  /** The button that toggles the panel: Escape closes the panel and brings the focus back here. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** A button-and-panel disclosure that closes on Escape (focus back to the button) or a press outside it. */
export function useDisclosure<Root extends HTMLElement>(): Disclosure<Root> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A layout effect: the listeners are in place as soon as the panel shows, before the next key press.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, rootRef, buttonRef };
}
