import { lazy } from 'react';

/** The map module (Leaflet and its CSS) is fetched only when the map view opens. */
export const loadEventsMap = () => import('./events-map.js').then((m) => ({ default: m.EventsMap }));

export const LazyEventsMap = lazy(loadEventsMap);
