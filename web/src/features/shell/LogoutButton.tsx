import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { logout } from '@/shared/auth/logout';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';

/** Ends the session and reloads the locale's root. */
export function LogoutButton() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      color="red"
      radius="xl"
      leftSection={<IconLogout size={18} />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout(locale);
      }}
      data-testid="logout"
    >
      {t('menu.logout')}
    </Button>
  );
}
