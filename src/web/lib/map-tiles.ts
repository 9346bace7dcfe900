/* The map tiles every Leaflet map of the site draws (the events list's map, the event editor's point). */

export const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The tile URL the server writes into `<meta name="map-tiles">`; OpenStreetMap without one. */
export function tileUrl(): string {
  return document.querySelector('meta[name="map-tiles"]')?.getAttribute('content')?.trim() || DEFAULT_TILES;
}
