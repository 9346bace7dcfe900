import type L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ATTRIBUTION, tileUrl } from '../../../lib/map-tiles.js';
import mapStyles from '../../events-list/components/events-map.module.css';
import { markerIcon } from '../../events-list/components/map-marker.js';
import styles from './event-form.module.css';

/*
 * The event's point on a map (Leaflet, as the events list's map): a click puts the point there. Loaded only
 * when the event editor shows (React.lazy); the latitude and longitude fields beside it do the same by
 * keyboard.
 */

const MOSCOW: L.LatLngTuple = [55.75, 37.62];

export interface EventPointMapProps {
  lat: number | null;
  lng: number | null;
  /** Where the map looks when there is no point yet (the chosen city). */
  around: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
}

/** Five decimals: about a metre, as precise as a click can be. */
const round = (x: number) => Math.round(x * 100_000) / 100_000;

function ClickToPick({ onPick }: { onPick: EventPointMapProps['onPick'] }) {
  useMapEvents({ click: (e) => onPick(round(e.latlng.lat), round(e.latlng.lng)) });
  return null;
}

/** Follows the point (or the city) when it changes from outside the map. */
function Follow({ at, zoom }: { at: L.LatLngTuple; zoom: number }) {
  const map = useMap();
  const [lat, lng] = at;
  useEffect(() => {
    map.setView([lat, lng], Math.max(map.getZoom(), zoom));
  }, [map, lat, lng, zoom]);
  return null;
}

export default function EventPointMap({ lat, lng, around, onPick }: EventPointMapProps) {
  const { t } = useTranslation();
  const point: L.LatLngTuple | null = lat !== null && lng !== null ? [lat, lng] : null;
  const center: L.LatLngTuple = point ?? (around ? [around.lat, around.lng] : MOSCOW);
  return (
    <div className={`${mapStyles.frame} ${styles.map}`} role="region" aria-label={t('cabinetEvent.mapLabel')}>
      <MapContainer center={center} zoom={point ? 14 : 10} className={styles.mapArea} scrollWheelZoom={false}>
        <TileLayer url={tileUrl()} attribution={MAP_ATTRIBUTION} />
        <ClickToPick onPick={onPick} />
        <Follow at={center} zoom={point ? 13 : 10} />
        {point && <Marker position={point} icon={markerIcon} keyboard={false} />}
      </MapContainer>
    </div>
  );
}
