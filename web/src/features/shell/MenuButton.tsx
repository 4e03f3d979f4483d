import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n';

// The full-screen menu (Drawer, focus trap, scroll lock, role switch) loads on first open.
const BurgerMenu = lazy(() => import('./BurgerMenu'));

/** Burger button and the menu it opens. */
export function MenuButton({ partner = false, className }: { partner?: boolean; className?: string }) {
  const { t } = useTranslation('shell');
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (opened && !menuLoaded) setMenuLoaded(true);
  return (
    <>
      <Burger opened={opened} onClick={toggle} className={className} aria-label={t('header.menu')} data-testid="burger-button" size="sm" />
      {menuLoaded && (
        <Suspense fallback={null}>
          <BurgerMenu opened={opened} onClose={close} partner={partner} />
        </Suspense>
      )}
    </>
  );
}
