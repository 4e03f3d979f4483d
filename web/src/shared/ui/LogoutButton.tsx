import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { logout } from '@/shared/auth/logout';
import { useLocale } from '@/shared/hooks/useLocale';

interface Props extends ButtonProps {
  /** Each place words it its own way (the burger menu's "log out", the client cabinet's). */
  label: string;
  'data-testid'?: string;
}

/** Ends the session and reloads the locale's root (the shell's burger menu, the client cabinet's nav). */
export function LogoutButton({ label, 'data-testid': testId = 'logout', ...rest }: Props) {
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
      {label}
    </Button>
  );
}
