import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { FavoriteButton } from '@/shared/salons';
import type { SalonDetails } from '../api/types';
import { RatingLine } from './RatingLine';
import { ShareButton } from './ShareButton';
import { TodayBadge } from './TodayBadge';

interface Props {
  salon: SalonDetails;
  sharePath: string;
}

/** Name, rating, address, today's hours, heart and share; "Book" jumps to the services. */
export function SalonHeader({ salon, sharePath }: Props) {
  const { t } = useTranslation('salon');
  const place = [salon.neighbourhood, salon.district, salon.city].filter(Boolean).join(', ');
  return (
    <Stack gap="xs" mt="lg" data-testid="salon-header">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15} data-testid="salon-name">
          {salon.name}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <FavoriteButton salonId={salon.id} isFavorite={salon.is_favorite} name={salon.name} />
          <ShareButton title={salon.name} path={sharePath} />
        </Group>
      </Group>
      <RatingLine rating={salon.rating} testId="salon-rating" />
      <Group gap={6} wrap="nowrap" c="dimmed" align="flex-start">
        <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
        <Text size="sm" data-testid="salon-address">
          {salon.address}
          {place && `, ${place}`}
        </Text>
      </Group>
      <Group gap="xs" mt={4}>
        <TodayBadge today={salon.today} />
        {salon.departments.map((d) => (
          <Badge key={d} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
            {d}
          </Badge>
        ))}
      </Group>
      {salon.is_active && (
        <Group mt="xs">
          <Button component="a" href="#services" radius="xl" size="md" data-testid="salon-book-now">
            {t('header.book_now')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
