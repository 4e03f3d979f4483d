import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

interface Props {
  page: number;
  count: number;
  limit: number;
  onPage: (page: number) => void;
}

/** Previous / "page 2 of 5" / next under a review list; nothing when one page holds them all. */
export function ReviewPager({ page, count, limit, onPage }: Props) {
  const { t } = useTranslation('salon');
  const pages = Math.max(1, Math.ceil(count / limit));
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="sm" mt="md" data-testid="review-pager">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="reviews-previous">
        {t('reviews.previous')}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="reviews-page">
        {t('reviews.page', { page, pages })}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="reviews-next">
        {t('reviews.next')}
      </Button>
    </Group>
  );
}
