import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import type { Draft } from '../../../shared/schemas/cart.js';
import { readStorage, removeStorage } from '../../lib/storage.js';

/**
 * The draft the registration flow keeps in the browser (SPEC §3: localStorage `registerDraft`, a JSON
 * Draft with EventName, EventUrl and RegistrationUrl). Anything unreadable counts as no draft.
 */
export function parseDraft(raw: string | undefined): Draft | null {
  if (!raw) return null;
  try {
    return asDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A Draft when the value has its three fields (and a name to show); null for anything else. */
export function asDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { EventName, EventUrl, RegistrationUrl } = value as Record<string, unknown>;
  if (typeof EventName !== 'string' || EventName.trim() === '') return null;
  if (typeof RegistrationUrl !== 'string' || typeof EventUrl !== 'string') return null;
  return { EventName: EventName.trim(), EventUrl, RegistrationUrl };
}

export function readLocalDraft(): Draft | null {
  return parseDraft(readStorage(DRAFT_STORAGE_KEY));
}

export function removeLocalDraft(): void {
  removeStorage(DRAFT_STORAGE_KEY);
}
