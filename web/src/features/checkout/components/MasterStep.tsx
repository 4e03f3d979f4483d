import { Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import type { Basket } from '../api/types';
import classes from './Checkout.module.css';
import { ErrorNote } from './ErrorNote';
import { MasterOption } from './MasterOption';
import { Step } from './Step';

interface Props {
  basket: Basket;
  anyMaster: boolean;
  pending: boolean;
  error: unknown;
  onChoose: (masterId: number | null) => void;
}

/** Step 2: "any master" or one of the masters who provide every chosen service. */
export function MasterStep({ basket, anyMaster, pending, error, onChoose }: Props) {
  const { t } = useTranslation('checkout');
  const masters = basket.basket.possible_masters;
  const assigned = anyMaster ? masters.find((m) => m.id === basket.basket.master_id) : undefined;
  return (
    <Step n={2} id="master" title={t('steps.master')}>
      {masters.length === 0 ? (
        <Text c="dimmed" data-testid="no-masters">
          {t('master.none')}
        </Text>
      ) : (
        <div className={classes.masters} role="group" aria-label={t('steps.master')}>
          <MasterOption
            master={null}
            label={t('master.any')}
            hint={assigned ? t('master.assigned', { name: assigned.full_name }) : t('master.any_hint')}
            selected={anyMaster}
            disabled={pending}
            onSelect={() => onChoose(null)}
          />
          {masters.map((m) => (
            <MasterOption
              key={m.id}
              master={m}
              label={m.full_name}
              hint={m.position}
              selected={!anyMaster && basket.basket.master_id === m.id}
              disabled={pending}
              onSelect={() => onChoose(m.id)}
            />
          ))}
        </div>
      )}
      <ErrorNote error={error} testId="master-error" />
    </Step>
  );
}
