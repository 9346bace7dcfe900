/** An assertive live region for messages that must interrupt a screen reader (important toasts). */
let region: HTMLElement | null = null;

export function announceAssertive(message: string): void {
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    region.className = 'visually-hidden';
    document.body.appendChild(region);
  }
  const target = region;
  target.textContent = '';
  // a new text node after a tick is announced even when the message repeats
  window.setTimeout(() => {
    target.textContent = message;
  }, 50);
}
