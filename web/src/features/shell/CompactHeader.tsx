import { Group } from '@mantine/core';
import { PageContainer } from '@/shared/ui/PageContainer';
import { LanguageSelector } from './LanguageSelector';
import { Logo } from './Logo';
import { ProfileButton } from './ProfileButton';
import classes from './Shell.module.css';

/** Header of the cabinets (client, master, salon, admin). */
export function CompactHeader() {
  return (
    <header className={classes.header} data-testid="header" data-variant="compact">
      <PageContainer className={classes.headerRow}>
        <Logo />
        <div className={classes.spacer} />
        <Group gap="sm" wrap="nowrap">
          <LanguageSelector />
          <ProfileButton compact />
        </Group>
      </PageContainer>
    </header>
  );
}
