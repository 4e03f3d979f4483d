import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { components } from '@/shared/api/schema';
import type { SalonCardData } from '@/shared/salons';
import classes from './SalonMap.module.css';

/** Tile URL template and attribution (site configuration, from /api/site/libs). */
export type MapTiles = components['schemas']['MapTiles'];

export interface SalonMapProps {
  salons: SalonCardData[];
  activeId: number | null;
  /** A marker was clicked (or activated with the keyboard). */
  onSelect: (id: number) => void;
  tiles: MapTiles;
  /** Popup line: "from ₺150,00", or null without a price. */
  priceLabel: (salon: SalonCardData) => string | null;
  /** Marker text: the lowest price, or null to show the name. */
  markerLabel: (salon: SalonCardData) => string | null;
  /** Path of the salon's page. */
  salonHref: (salon: SalonCardData) => string;
  /** In-app navigation for popup links. */
  navigate: (href: string) => void;
}

/** Turkey, for a page without a single located salon. */
const DEFAULT_VIEW: [number, number] = [39.0, 35.0];

const located = (s: SalonCardData): s is SalonCardData & { lat: number; lng: number } => s.lat != null && s.lng != null;

/** A CSS-styled pill (no marker images: they break under bundlers and cost downloads). */
function markerIcon(salon: SalonCardData, label: string | null, active: boolean): L.DivIcon {
  const pill = document.createElement('span');
  pill.className = classes.pill ?? '';
  if (active) pill.dataset.active = 'true';
  const text = document.createElement('span');
  text.className = classes.pillText ?? '';
  text.textContent = label ?? salon.name;
  pill.append(text);
  return L.divIcon({ className: classes.marker, html: pill, iconSize: [0, 0], iconAnchor: [0, 0], popupAnchor: [0, -34] });
}

function popupContent(salon: SalonCardData, props: SalonMapProps): HTMLElement {
  const box = document.createElement('div');
  box.className = classes.popup ?? '';
  const link = document.createElement('a');
  link.href = props.salonHref(salon);
  link.textContent = salon.name;
  link.className = classes.popupName ?? '';
  link.addEventListener('click', (e) => {
    e.preventDefault();
    props.navigate(link.getAttribute('href') ?? '/');
  });
  box.append(link);
  const price = props.priceLabel(salon);
  if (price) {
    const line = document.createElement('div');
    line.textContent = price;
    box.append(line);
  }
  return box;
}

/** Leaflet map with one marker per located salon of the current page, fitted to them. */
export default function SalonMap(props: SalonMapProps) {
  const { salons, activeId, tiles } = props;
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, { marker: L.Marker; salon: SalonCardData }>());
  // Which salons the view was last fitted to: a bookmark toggle rebuilds markers but must not move the map.
  const fitted = useRef('');
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { scrollWheelZoom: false }).setView(DEFAULT_VIEW, 5);
    L.tileLayer(tiles.tile_url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(m);
    map.current = m;
    fitted.current = '';
    // The box changes size with the layout (list beside it, or the map alone).
    const observer = new ResizeObserver(() => m.invalidateSize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      m.remove();
      map.current = null;
    };
  }, [tiles.tile_url, tiles.attribution]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const layer = L.layerGroup().addTo(m);
    const next = new Map<number, { marker: L.Marker; salon: SalonCardData }>();
    for (const salon of salons.filter(located)) {
      const marker = L.marker([salon.lat, salon.lng], {
        icon: markerIcon(salon, latest.current.markerLabel(salon), false),
        title: salon.name,
        alt: salon.name,
        riseOnHover: true,
      });
      marker.bindPopup(() => popupContent(salon, latest.current), { closeButton: true });
      marker.on('click', () => latest.current.onSelect(salon.id));
      marker.addTo(layer);
      next.set(salon.id, { marker, salon });
    }
    markers.current = next;
    const points = [...next.values()].map(({ salon }) => [salon.lat!, salon.lng!] as [number, number]);
    const key = points.join(';');
    if (points.length && key !== fitted.current) m.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 15 });
    fitted.current = key;
    return () => {
      layer.remove();
    };
  }, [salons, tiles.tile_url]);

  useEffect(() => {
    for (const [id, { marker, salon }] of markers.current) {
      const active = id === activeId;
      marker.setIcon(markerIcon(salon, latest.current.markerLabel(salon), active));
      marker.setZIndexOffset(active ? 1000 : 0);
    }
  }, [activeId, salons]);

  return <div ref={box} className={classes.map} data-testid="salon-map" />;
}
