import { DRAFT_STORAGE_KEY } from '../../../shared/constants.js';
import type { Draft } from '../../../shared/schemas/cart.js';
import type { RegistrationDraft } from '../../../shared/schemas/registration.js';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage.js';

/**
 * The draft the registration flow keeps in the browser (SPEC §3: localStorage `registerDraft`, a JSON
 * Draft with EventName, EventUrl and RegistrationUrl, and beside them the flow itself, `registration`, so
 * that a reload or a lost connection loses nothing typed). Anything unreadable counts as no draft.
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

/** The flow kept in this browser: whose it is, the draft as the server keeps it, the form on screen. */
export interface LocalRegistration {
  userId: string;
  draft: RegistrationDraft;
  /** The participant whose form step is on screen (the server's draft knows only the step). */
  key: string | null;
}

/** Keeps the flow (with the notice's three fields) under `registerDraft`, replacing any other draft. */
export function writeLocalDraft(card: Draft, registration: LocalRegistration): void {
  writeStorage(DRAFT_STORAGE_KEY, JSON.stringify({ ...card, registration }));
}

const KINDS = new Set(['self', 'relative', 'friend']);
const OPTIONS = new Set(['MY_SELF', 'KIDS']);
const PAYERS = new Set(['MY_SELF', 'SPOUSE']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isParticipant(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.key === 'string' &&
    typeof value.kind === 'string' &&
    KINDS.has(value.kind) &&
    isObject(value.form) &&
    (value.relativeId === undefined || typeof value.relativeId === 'number') &&
    (value.email === undefined || typeof value.email === 'string')
  );
}

function asRegistrationDraft(value: unknown): RegistrationDraft | null {
  if (!isObject(value)) return null;
  const { eventCode, raceCode, step, participantOption, payer, participants, updatedAt } = value;
  const fits =
    typeof eventCode === 'string' &&
    typeof raceCode === 'string' &&
    typeof step === 'string' &&
    typeof participantOption === 'string' &&
    OPTIONS.has(participantOption) &&
    typeof payer === 'string' &&
    PAYERS.has(payer) &&
    Array.isArray(participants) &&
    participants.every(isParticipant) &&
    typeof updatedAt === 'string' &&
    !Number.isNaN(Date.parse(updatedAt));
  if (!fits) return null;
  const list = participants as Record<string, unknown>[];
  return {
    ...(value as RegistrationDraft),
    participants: list.map((p) => ({
      ...(p as RegistrationDraft['participants'][number]),
      saveToProfile: p.saveToProfile === true,
    })),
  };
}

/** This user's flow for this race as kept in this browser, or null (another user's, another race's, unreadable). */
export function readLocalRegistration(
  userId: string,
  eventCode: string,
  raceCode: string,
): LocalRegistration | null {
  const raw = readStorage(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const kept: unknown = JSON.parse(raw);
    if (!isObject(kept) || !isObject(kept.registration)) return null;
    const { registration } = kept;
    if (registration.userId !== userId) return null;
    const draft = asRegistrationDraft(registration.draft);
    if (!draft || draft.eventCode !== eventCode || draft.raceCode !== raceCode) return null;
    return { userId, draft, key: typeof registration.key === 'string' ? registration.key : null };
  } catch {
    return null;
  }
}
