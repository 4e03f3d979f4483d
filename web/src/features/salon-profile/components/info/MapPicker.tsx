import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { components } from '@/shared/api/schema';
import classes from './MapPicker.module.css';

export type MapTiles = components['schemas']['MapTiles'];

export interface MapPickerProps {
  lat: number | null;
  lng: number | null;
  /** A click on the map or a dragged pin. */
  onPick: (lat: number, lng: number) => void;
  tiles: MapTiles;
  /** Accessible name of the map. */
  label: string;
}

/** Istanbul, when the salon has no pin yet. */
const DEFAULT_VIEW: [number, number] = [41.015, 28.979];

/** A CSS pin (no marker images: they break under bundlers and cost downloads). */
const pin = () => L.divIcon({ className: classes.marker, html: `<span class="${classes.pin}"></span>`, iconSize: [0, 0], iconAnchor: [0, 0] });

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Leaflet map with one draggable pin: click to place it, drag to move it. */
export default function MapPicker({ lat, lng, onPick, tiles, label }: MapPickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const latest = useRef(onPick);
  latest.current = onPick;
  // Where a new map opens; the map is not remade when the pin moves (the effect below moves it).
  const pinned = useRef({ lat, lng });
  pinned.current = { lat, lng };

  useEffect(() => {
    if (!box.current) return;
    const { lat, lng } = pinned.current;
    const start: [number, number] = lat != null && lng != null ? [lat, lng] : DEFAULT_VIEW;
    const m = L.map(box.current, { scrollWheelZoom: false }).setView(start, lat != null ? 16 : 11);
    L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => latest.current(round(e.latlng.lat), round(e.latlng.lng)));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles.tile_url, tiles.attribution]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (lat == null || lng == null) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const mk = L.marker([lat, lng], { icon: pin(), draggable: true, keyboard: false }).addTo(m);
      mk.on('dragend', () => {
        const p = mk.getLatLng();
        latest.current(round(p.lat), round(p.lng));
      });
      marker.current = mk;
    } else {
      marker.current.setLatLng([lat, lng]);
    }
  }, [lat, lng]);

  return <div ref={box} className={classes.map} role="application" aria-label={label} data-testid="map-picker" />;
}
