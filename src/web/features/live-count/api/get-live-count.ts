import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/http.js';

export const LIVE_COUNT_URL = '/api/events/live-count';

/** Participants registered for upcoming races (SPEC §7: POST, no payload, answers a number). */
export async function fetchLiveCount(): Promise<number> {
  const answer = await post<unknown>(LIVE_COUNT_URL);
  const count = typeof answer === 'number' ? answer : Number(answer);
  if (!Number.isFinite(count) || count < 0) throw new Error('The live count is not a number');
  return Math.floor(count);
}

export function liveCountQueryOptions() {
  return queryOptions({
    queryKey: ['events', 'live-count'] as const,
    queryFn: fetchLiveCount,
    staleTime: 60_000,
  });
}

export function useLiveCount() {
  return useQuery(liveCountQueryOptions());
}
