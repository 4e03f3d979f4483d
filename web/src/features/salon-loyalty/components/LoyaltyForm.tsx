import { Button, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import { useSaveLoyalty, type LoyaltyInput, type LoyaltySettings } from '../api/useLoyaltySettings';

type Errors = Partial<Record<keyof LoyaltyInput, string>>;

/** The example the form shows: what a 400 TRY visit earns and what those points are worth. */
function example(values: LoyaltyInput) {
  const points = Math.floor((40_000 * values.points_per_100_try) / 10_000);
  return { points, value: points * values.point_value_kurus };
}

const asNumber = (value: string | number, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The programme's form: on/off, earning rate, point value, redemption cap and expiry. */
export function LoyaltyForm({ initial }: { initial: LoyaltySettings }) {
  const { t } = useTranslation('salonLoyalty');
  const locale = useLocale();
  const save = useSaveLoyalty();
  const [values, setValues] = useState<LoyaltyInput>({
    enabled: initial.enabled,
    points_per_100_try: initial.points_per_100_try,
    point_value_kurus: initial.point_value_kurus,
    max_redeem_percent: initial.max_redeem_percent,
    expiry_months: initial.expiry_months ?? null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<LoyaltyInput>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(values, {
      onSuccess: () => showSnack(t('saved'), 'success'),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.body?.errors : undefined;
        if (!fields) return void showSnack(error.message);
        setErrors(Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages[0]])));
      },
    });
  };

  const shown = example(values);
  return (
    <form onSubmit={submit} noValidate data-testid="loyalty-form">
      <Stack gap="md">
        <Switch checked={values.enabled} onChange={(e) => set({ enabled: e.currentTarget.checked })} label={t('enabled')} description={t('enabled_hint')} data-testid="loyalty-enabled" />
        <NumberInput label={t('points_per_100_try')} min={1} max={1000} allowDecimal={false} value={values.points_per_100_try} onChange={(v) => set({ points_per_100_try: asNumber(v, 0) })} error={errors.points_per_100_try} data-testid="loyalty-rate" />
        <NumberInput
          label={t('point_value')}
          min={0.01}
          max={100}
          decimalScale={2}
          value={values.point_value_kurus / 100}
          onChange={(v) => set({ point_value_kurus: Math.round(asNumber(v, 0) * 100) })}
          error={errors.point_value_kurus}
          data-testid="loyalty-value"
        />
        <NumberInput label={t('max_redeem_percent')} min={1} max={100} allowDecimal={false} value={values.max_redeem_percent} onChange={(v) => set({ max_redeem_percent: asNumber(v, 0) })} error={errors.max_redeem_percent} data-testid="loyalty-cap" />
        <NumberInput
          label={t('expiry_months')}
          description={t('expiry_hint')}
          min={1}
          max={60}
          allowDecimal={false}
          value={values.expiry_months ?? ''}
          onChange={(v) => set({ expiry_months: typeof v === 'number' ? v : null })}
          error={errors.expiry_months}
          data-testid="loyalty-expiry"
        />
        <Text size="sm" c="dimmed" data-testid="loyalty-example">
          {t('example', { points: shown.points, value: formatMoney(shown.value, locale) })}
        </Text>
        <Button type="submit" radius="xl" loading={save.isPending} w="fit-content" data-testid="loyalty-save">
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
