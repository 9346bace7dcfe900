import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Draft } from '../../../shared/schemas/cart.js';
import type { RegistrationContext, RegistrationDraft } from '../../../shared/schemas/registration.js';
import { saveDraft } from '../../features/registration/api/save-draft.js';
import type { Flow } from '../../features/registration/flow.js';
import { CARD_INFO_KEY } from '../../features/registration-draft/api/get-card-info.js';
import { writeLocalDraft } from '../../features/registration-draft/local-draft.js';

/** How long the flow waits after the last change before saving it to the server. */
export const DRAFT_SAVE_DELAY_MS = 800;

export interface DraftSync {
  /** Mirrors the flow in this browser now and saves it to the server after a pause. */
  changed: (flow: Flow) => void;
  /** Saves what is waiting now (Continue, Back, leaving the page). */
  flush: () => void;
  /** Saves nothing more: the order is placed, the draft is gone. */
  stop: () => void;
}

export function draftCard(context: RegistrationContext): Draft {
  const event = encodeURIComponent(context.event.code);
  return {
    EventName: context.event.name,
    EventUrl: `/event/${event}`,
    RegistrationUrl: `/${event}/${encodeURIComponent(context.race.code)}/register`,
  };
}

/**
 * Never lose what was typed (issue 14): every change is kept in localStorage `registerDraft` at once and
 * PUT to the server ~800 ms after the last one, or at once on Continue and Back and when the page is left.
 * Saves go one after another, so an older one never lands after a newer one. A failed save is tried again
 * with the next change (the browser's copy holds it meanwhile).
 */
export function useDraftSync(context: RegistrationContext, userId: string): DraftSync {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<RegistrationDraft | null>(null);
  const lastSent = useRef('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const stopped = useRef(false);

  const sync = useMemo<DraftSync>(() => {
    const clearTimer = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    };
    const flush = () => {
      clearTimer();
      const draft = waiting.current;
      waiting.current = null;
      if (!draft || stopped.current) return;
      const body = JSON.stringify(draft);
      if (body === lastSent.current) return;
      lastSent.current = body;
      queue.current = queue.current
        .then(() => (stopped.current ? null : saveDraft(draft)))
        .then(
          () => queryClient.invalidateQueries({ queryKey: CARD_INFO_KEY }),
          () => {
            // kept in this browser; sent again with the next change
            if (lastSent.current === body) lastSent.current = '';
          },
        );
    };
    return {
      changed: (flow) => {
        if (stopped.current) return;
        writeLocalDraft(draftCard(context), { userId, draft: flow.draft, key: flow.key });
        waiting.current = flow.draft;
        clearTimer();
        timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      },
      flush,
      stop: () => {
        stopped.current = true;
        clearTimer();
        waiting.current = null;
      },
    };
  }, [context, userId, queryClient]);

  useEffect(() => {
    const leave = () => {
      if (document.visibilityState === 'hidden') sync.flush();
    };
    document.addEventListener('visibilitychange', leave);
    window.addEventListener('pagehide', sync.flush);
    return () => {
      document.removeEventListener('visibilitychange', leave);
      window.removeEventListener('pagehide', sync.flush);
      sync.flush();
    };
  }, [sync]);

  return sync;
}
