import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, readView, writeFilters, type EventsView, type FilterValues } from './filter-params.js';

/** Search, filters and view of the events list, read from and written to the URL query (push). */
export function useEventsUrlState() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const view = readView(params);

  const update = useCallback(
    (next: { filters?: FilterValues; view?: EventsView }) => {
      setParams(
        (current) =>
          writeFilters(next.filters ?? readFilters(current), next.view ?? readView(current), current),
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { params, filters, view, update };
}
