import L from 'leaflet';
import styles from './events-map.module.css';

/** A map's pin, drawn in CSS: bundlers break Leaflet's default marker images (the events map, the event editor's point). */
export const markerIcon = L.divIcon({
  className: styles.marker ?? 'events-map-marker',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});
