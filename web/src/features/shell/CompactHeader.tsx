import { Group } from '@mantine/core';
import { useAuth } from '@/shared/auth';
import { PageContainer } from '@/shared/ui/PageContainer';
import { LanguageSelector } from './LanguageSelector';
import { LeaveImpersonationButton } from './LeaveImpersonationButton';
import { Logo } from './Logo';
import { MenuButton } from './MenuButton';
import { ChatButton } from './ChatButton';
import { NotificationsButton } from './NotificationsButton';
import { ProfileButton } from './ProfileButton';
import classes from './Shell.module.css';

/** Header of the cabinets (client, master, salon, admin). */
export function CompactHeader() {
  const { name } = useAuth();
  return (
    <header className={classes.header} data-testid="header" data-variant="compact">
      <PageContainer className={classes.headerRow}>
        <Logo />
        <div className={classes.spacer} />
        <Group className={classes.desktopOnly} wrap="nowrap">
          <LeaveImpersonationButton />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <span className={classes.tabletUp}>
            <LanguageSelector />
          </span>
          <ChatButton />
          <NotificationsButton />
          {name && (
            <span className={`${classes.accountName} ${classes.desktopOnly}`} data-testid="account-name">
              {name}
            </span>
          )}
          <ProfileButton compact />
          <MenuButton />
        </Group>
      </PageContainer>
    </header>
  );
}
