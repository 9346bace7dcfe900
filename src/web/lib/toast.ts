import type { ReactNode } from 'react';
import { toast as sonner, type ExternalToast } from 'sonner';
import { announceAssertive } from './announce.js';
import { wantToaster } from './toaster-demand.js';

/** SPEC §3 toast: id, type, title, description, position, icon, action, cancel, important, duration. */
export type ToastType = 'default' | 'loading' | 'success' | 'error' | 'warning' | 'info';

export interface ToastButton {
  label: ReactNode;
  onClick: () => void;
}

export interface ToastInput {
  id?: string | number;
  type?: ToastType;
  title: ReactNode;
  description?: ReactNode;
  position?: ExternalToast['position'];
  icon?: ReactNode;
  action?: ToastButton;
  cancel?: ToastButton;
  /**
   * An important toast is announced assertively and stays until dismissed (it has a close button), unless
   * a duration is given.
   */
  important?: boolean;
  /** Milliseconds; the toaster default is 4000 (SPEC §9). */
  duration?: number;
}

const show = {
  default: sonner,
  loading: sonner.loading,
  success: sonner.success,
  error: sonner.error,
  warning: sonner.warning,
  info: sonner.info,
} satisfies Record<ToastType, (title: ReactNode, data?: ExternalToast) => string | number>;

export function showToast(input: ToastInput): string | number {
  const data: ExternalToast = {
    id: input.id,
    description: input.description,
    position: input.position,
    icon: input.icon,
    action: input.action,
    cancel: input.cancel,
    duration: input.duration ?? (input.important ? Infinity : undefined),
    closeButton: input.important ? true : undefined,
  };
  if (input.important && typeof input.title === 'string') announceAssertive(input.title);
  wantToaster();
  return show[input.type ?? 'default'](input.title, data);
}

export function dismissToast(id?: string | number): void {
  sonner.dismiss(id);
}
