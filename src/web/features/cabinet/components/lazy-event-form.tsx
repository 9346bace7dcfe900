import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/query-state.js';
import type { EventFormProps } from './event-form.js';

/*
 * The event form with react-hook-form arrives as a chunk of its own after the page: the edit page's status,
 * races and requisites show first, and the cabinet's routes stay within their first-load budget
 * (scripts/check-bundle.mjs).
 */
const EventForm = lazy(() => import('./event-form.js').then((m) => ({ default: m.EventForm })));

export function LazyEventForm(props: EventFormProps) {
  return (
    <Suspense fallback={<Skeleton lines={8} />}>
      <EventForm {...props} />
    </Suspense>
  );
}
