import { useEffect, useRef, useState } from 'react';
import type { Discount } from '../../../shared/domain/order-pricing.js';
import { isHttpError } from '../../lib/http.js';
import { useCheckPromo } from './api/promo.js';

/** SPEC §4's promo-code states: typed but not checked, invalid, empty, applied, failed (network, server). */
export type PromoState =
  | { status: 'unchecked' }
  | { status: 'empty' }
  | { status: 'invalid'; message: string }
  | { status: 'failed' }
  | { status: 'checking' }
  | { status: 'applied'; code: string; discount: Discount };

export interface PromoCode {
  typed: string;
  setTyped: (text: string) => void;
  state: PromoState;
  /** The discount to price the order with (applied only). */
  discount: Discount | null;
  apply: () => void;
  remove: () => void;
  /** The server refused the code when the order was sent (its last use went meanwhile). */
  refused: (message: string) => void;
}

/**
 * The my-order step's promo code: checked by the server (POST …/promo), kept in the draft once applied (so
 * a reload checks it again), one per order. Typing after a check makes it unchecked again.
 */
export function usePromoCode(
  race: { eventCode: string; raceCode: string },
  kept: string | null,
  onApplied: (code: string | null) => void,
): PromoCode {
  const check = useCheckPromo(race.eventCode, race.raceCode);
  const [typed, setText] = useState(kept ?? '');
  const [state, setState] = useState<PromoState>(kept ? { status: 'checking' } : { status: 'unchecked' });
  const applied = useRef(onApplied);
  useEffect(() => {
    applied.current = onApplied;
  });

  const run = (code: string) => {
    const text = code.trim();
    if (!text) {
      setState({ status: 'empty' });
      return;
    }
    setState({ status: 'checking' });
    check.mutate(text, {
      onSuccess: (answer) => {
        setState({ status: 'applied', code: answer.code, discount: answer.discount });
        setText(answer.code);
        applied.current(answer.code);
      },
      onError: (error) => {
        const body = isHttpError(error)
          ? (error.body as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
          : null;
        const refusal = body?.error;
        if (refusal?.code === 'PROMO_CODE_INVALID' || refusal?.fields?.code) {
          setState({ status: 'invalid', message: refusal.fields?.code ?? refusal.message ?? '' });
        } else if (refusal?.code === 'PROMO_CODE_LIMIT' && refusal.message) {
          setState({ status: 'invalid', message: refusal.message });
        } else {
          setState({ status: 'failed' });
        }
        applied.current(null);
      },
    });
  };

  // a code kept in the draft is checked again (it may have run out or expired since)
  const rechecked = useRef(false);
  useEffect(() => {
    if (rechecked.current || !kept) return;
    rechecked.current = true;
    run(kept);
    // once, on the first render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    typed,
    setTyped: (text) => {
      setText(text);
      if (state.status !== 'checking') setState({ status: 'unchecked' });
      if (state.status === 'applied') applied.current(null);
    },
    state,
    discount: state.status === 'applied' ? state.discount : null,
    apply: () => run(typed),
    remove: () => {
      setText('');
      setState({ status: 'unchecked' });
      applied.current(null);
    },
    refused: (message) => {
      setState({ status: 'invalid', message });
      applied.current(null);
    },
  };
}
