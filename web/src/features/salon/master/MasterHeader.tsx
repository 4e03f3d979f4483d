import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { RouteLink } from '@/shared/ui/RouteLink';
import type { EmployeeInfo } from '../api/types';
import { BookButton } from '../components/BookButton';
import { RatingLine } from '../components/RatingLine';

/** Photo, name, position, the salon link, rating and "Book". */
export function MasterHeader({ master }: { master: EmployeeInfo }) {
  const { t } = useTranslation('salon');
  const { salon } = master;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap" mt="lg" data-testid="master-header">
      <Avatar src={master.photo_url} name={master.full_name} color="initials" size={96} radius={48} alt={master.full_name} />
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.15} data-testid="master-name">
          {master.full_name}
        </Title>
        {master.position && (
          <Text c="dimmed" data-testid="master-position">
            {master.position}
          </Text>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
          <Text size="sm">
            <Anchor component={RouteLink} to="salon" params={{ slug: salon.slug }} fw={600} data-testid="master-salon-link">
              {salon.name}
            </Anchor>
            {`, ${[salon.district, salon.city].filter(Boolean).join(', ')}`}
          </Text>
        </Group>
        <RatingLine rating={master.rating} testId="master-rating" />
        <Group mt={6}>
          <BookButton size="md" label={t('team.book_with', { name: master.full_name })} data-testid="master-book" />
        </Group>
      </Stack>
    </Group>
  );
}
