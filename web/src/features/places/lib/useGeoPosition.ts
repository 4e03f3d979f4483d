import { useEffect, useState } from 'react';
import type { Position } from './filters';

export type GeoStatus = 'idle' | 'pending' | 'ready' | 'denied';

// One answer per page load: sorting by distance again does not ask the browser again.
let known: Position | null = null;

/** The visitor's position from the browser, asked for only while `enabled`. */
export function useGeoPosition(enabled: boolean): { status: GeoStatus; position: Position | null } {
  const [state, setState] = useState<{ status: GeoStatus; position: Position | null }>(() =>
    known ? { status: 'ready', position: known } : { status: 'idle', position: null },
  );

  useEffect(() => {
    if (!enabled || known) return;
    if (!('geolocation' in navigator)) {
      setState({ status: 'denied', position: null });
      return;
    }
    let live = true;
    setState({ status: 'pending', position: null });
    navigator.geolocation.getCurrentPosition(
      (p) => {
        known = { lat: p.coords.latitude, lng: p.coords.longitude };
        if (live) setState({ status: 'ready', position: known });
      },
      () => {
        if (live) setState({ status: 'denied', position: null });
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 },
    );
    return () => {
      live = false;
    };
  }, [enabled]);

  return enabled && known ? { status: 'ready', position: known } : state;
}

