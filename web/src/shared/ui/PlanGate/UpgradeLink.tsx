import { Button, type ButtonProps } from '@mantine/core';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { pathFor } from '@/shared/routes/paths';
import { Link } from '@/shared/ui/Link';

/** The way to a paid plan: the salon's payment screen (admin-salon-payment). */
export function UpgradeLink({ testId = 'upgrade-link', ...props }: ButtonProps & { testId?: string }) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  return (
    <Button component={Link} to={pathFor('admin-salon-payment', locale)} data-testid={testId} {...props}>
      {t('plan_gate.upgrade')}
    </Button>
  );
}
