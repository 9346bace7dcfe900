import { useEffect, useRef } from 'react';
import { sendAuthStatusGoal } from './metrica.js';

/** Sends the auth-status goal once per signed-in status, when the tenant has a counter. */
export function useAuthStatusGoal(counterId: number | null | undefined, isAuthorized: boolean): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!counterId) return;
    const key = `${counterId}:${isAuthorized}`;
    if (sent.current === key) return;
    sent.current = key;
    sendAuthStatusGoal(counterId, isAuthorized);
  }, [counterId, isAuthorized]);
}
