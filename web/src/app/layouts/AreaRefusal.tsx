import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { homePath, openLogin, type AccountData } from '@/shared/auth';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { Link } from '@/shared/ui/Link';

// Logging in here keeps the visitor on the link they opened (a reminder's `/dashboard/history`, a
// desk link with `?id=`): the guard shows the screen as soon as the account can open it.
const stayHere = () => {};

/**
 * What a cabinet link shows to someone who may not open it (issue #16 item 4): a guest gets the
 * login popup on this very page and lands on the link after logging in; a logged-in account
 * without the area's role reads why, with the way to its own cabinet. Loaded only when refused.
 */
export default function AreaRefusal({ account }: { account: AccountData | null | undefined }) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  useEffect(() => {
    if (account) return;
    // After this commit's effects: the popup's host (later in the tree) listens from its own effect.
    const timer = window.setTimeout(() => openLogin({ onSuccess: stayHere }), 0);
    return () => window.clearTimeout(timer);
  }, [account]);
  if (!account) {
    return (
      <Center py="xl" px="md">
        <Paper withBorder radius="md" p="xl" maw={460} data-testid="area-login-required">
          <Stack gap="sm">
            <Title order={1} size="h3">
              {t('area_refusal.login_title')}
            </Title>
            <Text c="dark.6">{t('area_refusal.login_text')}</Text>
            <Button onClick={() => openLogin({ onSuccess: stayHere })} data-testid="area-login-button">
              {t('area_refusal.login_button')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="md" p="xl" maw={460} data-testid="area-forbidden">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {t('area_refusal.forbidden_title')}
          </Title>
          <Text c="dark.6">{t('area_refusal.forbidden_text')}</Text>
          <Button component={Link} to={homePath(account, locale)} data-testid="area-own-cabinet">
            {t('area_refusal.own_cabinet')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
