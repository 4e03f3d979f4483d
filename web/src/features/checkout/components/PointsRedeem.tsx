import { Checkbox, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import type { LoyaltyBalance } from '../api/useLoyaltyBalance';
import { SummaryRow } from './SummaryRows';

/** The most points the salon lets pay `total`: its percentage of the total, at most what the client holds (domain::loyalty). */
export const redeemable = (total: number, b: LoyaltyBalance) => Math.min(b.points, Math.floor(Math.floor((total * b.max_redeem_percent) / 100) / b.point_value_kurus));

/**
 * Loaded only for a logged-in client holding points at the salon (the checkout is a public route at
 * its size budget): the choice to use them, the discount and what is left to pay at the salon.
 */
export default function PointsRedeem({ balance, total, onChange }: { balance: LoyaltyBalance; total: number; onChange: (points: number) => void }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [use, setUse] = useState(false);
  const points = redeemable(total, balance);
  const chosen = use ? points : 0;
  const discount = chosen * balance.point_value_kurus;
  useEffect(() => onChange(chosen), [chosen, onChange]);
  if (points <= 0) return null;
  return (
    <Stack gap={6} data-testid="checkout-points">
      <Text size="sm" c="dimmed">
        {t('loyalty.points_held', { points: balance.points })}
      </Text>
      <Checkbox checked={use} onChange={(e) => setUse(e.currentTarget.checked)} label={t('loyalty.use_points', { points, value: formatMoney(points * balance.point_value_kurus, locale) })} data-testid="checkout-use-points" />
      {chosen > 0 && (
        <>
          <SummaryRow label={t('loyalty.discount')} value={`−${formatMoney(discount, locale)}`} testId="summary-points-discount" />
          <SummaryRow label={t('loyalty.to_pay')} value={formatMoney(total - discount, locale)} testId="summary-to-pay" strong />
        </>
      )}
    </Stack>
  );
}
