import { ActionIcon, Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { openLogin, useAuth } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes';
import { profileRoute } from './roles';

/** Guest: opens the login popup. Signed in: goes to the role's profile screen (name shown). */
interface Props {
  compact?: boolean;
  fullWidth?: boolean;
  /** 'white' for dark backgrounds (footer). */
  variant?: 'light' | 'white';
}

export function ProfileButton({ compact = false, fullWidth = false, variant = 'light' }: Props) {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const label = auth.name ?? (auth.isGuest ? t('header.login') : t('header.profile'));
  const onClick = () => {
    if (auth.role === 'guest') openLogin();
    else navigate(pathFor(profileRoute[auth.role], locale));
  };
  if (compact) {
    return (
      <ActionIcon variant="light" radius="xl" size="lg" onClick={onClick} aria-label={label} data-testid="profile-button">
        <IconUserCircle size={20} stroke={1.6} />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant={variant}
      radius="xl"
      fullWidth={fullWidth}
      leftSection={<IconUserCircle size={20} stroke={1.6} />}
      onClick={onClick}
      data-testid="profile-button"
    >
      {label}
    </Button>
  );
}
