import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from './overlayHost';

/** Mantine's modal manager and notification outlet (loaded lazily by OverlayHost). */
export default function Overlays() {
  useEffect(() => markOverlaysReady(), []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" zIndex={1000} limit={4} />
    </>
  );
}
