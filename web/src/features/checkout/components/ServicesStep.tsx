import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '@/shared/i18n';
import type { Basket } from '../api/types';
import { useUpdateBasketItem } from '../api/useUpdateBasketItem';
import { BasketItemRow } from './BasketItemRow';
import { ErrorNote } from './ErrorNote';
import { ServicePicker } from './ServicePicker';
import { Step } from './Step';

/** Step 1: the services in the basket, and more of the same salon on demand. */
export function ServicesStep({ basket }: { basket: Basket }) {
  const { t } = useTranslation('checkout');
  const update = useUpdateBasketItem();
  const [more, { toggle }] = useDisclosure(false);
  const salonId = basket.basket.salon_id;
  return (
    <Step n={1} id="services" title={t('steps.services')}>
      <div data-testid="checkout-services">
        {basket.items.map((item) => (
          <BasketItemRow key={item.id} item={item} disabled={update.isPending} onUpdate={(change) => update.mutate(change)} />
        ))}
      </div>
      <ErrorNote error={update.error} testId="services-error" />
      {salonId && (
        <>
          <Button variant="subtle" mt="sm" px={0} onClick={toggle} aria-expanded={more} data-testid="add-more-services">
            {more ? t('services.hide_more') : t('services.add_more')}
          </Button>
          {more && (
            <ServicePicker
              salonId={salonId}
              masterId={basket.basket.master_id ?? null}
              categoryId={basket.items[0]?.category_id ?? null}
              inBasket={basket.items.map((i) => i.salon_service_id)}
            />
          )}
        </>
      )}
    </Step>
  );
}
