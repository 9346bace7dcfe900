import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import type { EventsMap as EventsMapData } from '../../../../shared/schemas/catalogue.js';
import { currentLanguage } from '../../../i18n/i18n.js';
import { formatEventDate } from '../format.js';
import { MAP_ATTRIBUTION, tileUrl } from '../../../lib/map-tiles.js';
import styles from './events-map.module.css';
import { markerIcon } from './map-marker.js';

/*
 * The map view: loaded only when the visitor opens it (React.lazy), so Leaflet never weighs on the list.
 */

type Point = EventsMapData['points'][number];

const RUSSIA: L.LatLngTuple = [55.75, 37.62];

/** The popup's content built as DOM (no HTML strings from data): name, date, city, link. */
function popupContent(point: Point, more: string, go: (to: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = styles.popup ?? '';
  const title = document.createElement('a');
  const url = `/event/${encodeURIComponent(point.code)}`;
  title.href = url;
  title.textContent = point.name;
  title.className = styles.popupTitle ?? '';
  const date = document.createElement('p');
  date.textContent = formatEventDate(point.startsAt, 'Europe/Moscow', currentLanguage());
  root.append(title, date);
  if (point.city) {
    const city = document.createElement('p');
    city.textContent = [point.city, point.sportType].join(' · ');
    root.append(city);
  }
  const link = document.createElement('a');
  link.href = url;
  link.textContent = more;
  root.append(link);
  for (const anchor of [title, link]) {
    anchor.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      go(url);
    });
  }
  return root;
}

function ClusteredMarkers({ points }: { points: Point[] }) {
  const map = useMap();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const more = t('events.map.more');

  useEffect(() => {
    let cancelled = false;
    let group: L.LayerGroup | undefined;
    // the plugin extends the global L
    (window as unknown as { L?: typeof L }).L ??= L;
    void import('leaflet.markercluster').then(() => {
      if (cancelled) return;
      const cluster = L.markerClusterGroup({ showCoverageOnHover: false, chunkedLoading: true });
      for (const point of points) {
        const marker = L.marker([point.lat, point.lng], {
          icon: markerIcon,
          title: point.name,
          alt: point.name,
        });
        marker.bindPopup(() => popupContent(point, more, (to) => void navigate(to)));
        cluster.addLayer(marker);
      }
      map.addLayer(cluster);
      group = cluster;
      if (points.length) map.fitBounds(cluster.getBounds(), { padding: [32, 32], maxZoom: 12 });
    });
    return () => {
      cancelled = true;
      if (group) map.removeLayer(group);
    };
  }, [map, points, more, navigate]);

  return null;
}

interface EventsMapProps {
  points: Point[];
}

export function EventsMap({ points }: EventsMapProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame} role="region" aria-label={t('events.map.label')}>
      <MapContainer center={RUSSIA} zoom={4} className={styles.map} scrollWheelZoom={false}>
        <TileLayer url={tileUrl()} attribution={MAP_ATTRIBUTION} />
        <ClusteredMarkers points={points} />
      </MapContainer>
    </div>
  );
}
