import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { logout } from '@/shared/auth/logout';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';

interface Props extends ButtonProps {
  /** The menu's "log out" unless a screen words it its own way. */
  label?: string;
  'data-testid'?: string;
}

/** Ends the session and reloads the locale's root (the burger menu, the client cabinet's nav). */
export function LogoutButton({ label, 'data-testid': testId = 'logout', ...rest }: Props) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="subtle"
      color="red"
      radius="xl"
      leftSection={<IconLogout size={18} />}
      {...rest}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout(locale);
      }}
      data-testid={testId}
    >
      {label ?? t('menu.logout')}
    </Button>
  );
}
