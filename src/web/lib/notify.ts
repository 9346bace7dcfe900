import type { ToastInput } from './toast.js';

/**
 * A toast, with the toast library loaded on first use (the app's toaster loads it too), so sonner stays out
 * of the route chunks.
 */
export function notify(input: ToastInput): void {
  void import('./toast.js').then((m) => m.showToast(input));
}
