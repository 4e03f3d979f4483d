import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/** Spec §9: two edge pages and two neighbours. */
const EDGES = 2;
const SIBLINGS = 2;

interface Props {
  offset: number;
  limit: number;
  count: number;
  /** `count` is where the server stopped counting: more rows match ("1–8 of 1000+"). */
  capped?: boolean;
  onPage: (page: number) => void;
}

const controlKey = { previous: 'previous', next: 'next', first: 'first', last: 'last' } as const;

/** "x–y of N" (or "of N+" past the count's cap) and the page links (hidden when everything fits on one page). */
export function TablePagination({ offset, limit, count, capped = false, onPage }: Props) {
  const { t } = useTranslation('cabinet');
  if (count <= 0) return null;
  const pages = Math.max(1, Math.ceil(count / limit));
  const page = Math.min(Math.floor(offset / limit) + 1, pages);
  const from = Math.min(offset + 1, count);
  const to = Math.min(offset + limit, count);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="table-range">
        {t(capped ? 'table.range_capped' : 'table.range', { from, to, total: count })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t('table.pagination.label')}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            siblings={SIBLINGS}
            boundaries={EDGES}
            size="sm"
            radius="xl"
            getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${controlKey[control]}`) })}
            getItemProps={(p) => ({ 'aria-label': t('table.pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
            data-testid="table-pagination"
          />
        </nav>
      )}
    </Group>
  );
}
