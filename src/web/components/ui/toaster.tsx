import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/shared-translation.js';
import { Toaster } from 'sonner';
import { TOASTER } from '../../../shared/constants.js';

const TOASTER_SELECTOR = '[data-sonner-toaster]';

/**
 * The one toast area, configured to SPEC §9. Sonner gives Alt+T focus, pause on hover/focus and auto-close;
 * Escape additionally gives focus back to where it was (sonner only collapses the stack).
 * Sonner 2 has no swipe-threshold option: its built-in threshold (45 px) applies.
 */
export function AppToaster() {
  const { t } = useTranslation();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.closest(TOASTER_SELECTOR)) active.blur();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Toaster
      // both interface languages are left-to-right; without it sonner reads the computed style of <html>
      dir="ltr"
      position={TOASTER.position}
      visibleToasts={TOASTER.visibleToasts}
      gap={TOASTER.gap}
      offset={TOASTER.offset}
      hotkey={[...TOASTER.hotkey]}
      duration={TOASTER.durationMs}
      containerAriaLabel={t('toaster.label')}
      style={{ '--width': `${TOASTER.width}px` } as CSSProperties}
      toastOptions={{ closeButtonAriaLabel: t('toaster.close') }}
    />
  );
}
