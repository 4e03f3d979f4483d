import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { BottomBar } from './BottomBar';
import { ChatBottomItem } from './ChatBottomItem';

/**
 * The cabinets' bottom bar (phones): `BottomBar` with the chat item and its unread counter put
 * at its end through a portal. `BottomBar` itself stays as the public routes load it: every byte
 * of it is in their entry, which is at its JS budget, while this loads with the lazy cabinet
 * layout only.
 */
export function CabinetBottomBar() {
  const [bar, setBar] = useState<Element | null>(null);
  // Stable, so React calls it on mount and unmount only.
  const found = useCallback((wrapper: HTMLDivElement | null) => setBar(wrapper?.querySelector('nav') ?? null), []);
  return (
    <div ref={found}>
      <BottomBar />
      {bar && createPortal(<ChatBottomItem />, bar)}
    </div>
  );
}
