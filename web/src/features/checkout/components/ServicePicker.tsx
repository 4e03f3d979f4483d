import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { formatDuration } from '@/shared/lib/format';
import { useAddToBasket } from '../api/useAddToBasket';
import { useSalonServices } from '../api/useSalonServices';
import { ErrorNote } from './ErrorNote';
import { Price } from './Price';

interface Props {
  salonId: number;
  /** Only what this master provides. */
  masterId: number | null;
  /** Several services in one booking share a category (spec §5). */
  categoryId?: number | null;
  /** Salon service ids already chosen (offered again only when they may be added several times). */
  inBasket?: number[];
  onAdded?: () => void;
}

/** The salon's services that can go into the basket, each with "Add". */
export function ServicePicker({ salonId, masterId, categoryId = null, inBasket = [], onAdded }: Props) {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { data, isPending, error } = useSalonServices(salonId);
  const add = useAddToBasket();
  if (isPending) return <Loader type="dots" />;
  if (error) return <ErrorNote error={error} />;
  const chosen = new Set(inBasket);
  const services = data.categories
    .filter((c) => categoryId === null || c.id === categoryId)
    .flatMap((c) => c.services)
    .filter((s) => (masterId === null || s.master_ids.includes(masterId)) && (s.is_multiple || !chosen.has(s.id)));
  return (
    <Stack gap="sm" mt="xs" data-testid="service-picker">
      {services.length === 0 && <Text c="dimmed">{t('picker.empty')}</Text>}
      {services.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap" gap="sm" data-testid="picker-service">
          <div>
            <Text fw={600}>{s.name}</Text>
            <Text size="sm" c="dimmed">
              {formatDuration(s.duration_min, tc)}
            </Text>
          </div>
          <Group gap="sm" wrap="nowrap">
            <Price price={s.price} final={s.final_price} />
            <Button
              size="xs"
              radius="xl"
              variant="light"
              loading={add.isPending && add.variables?.salon_service_id === s.id}
              disabled={add.isPending}
              onClick={() =>
                add.mutate(
                  { salon_id: salonId, salon_service_id: s.id, ...(masterId ? { master_id: masterId } : {}) },
                  { onSuccess: () => onAdded?.() },
                )
              }
              aria-label={t('picker.add_label', { name: s.name })}
              data-testid={`picker-add-${s.id}`}
            >
              {t('picker.add')}
            </Button>
          </Group>
        </Group>
      ))}
      <ErrorNote error={add.error} testId="picker-error" />
    </Stack>
  );
}
