import { Center, Pagination } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/** Spec §9: two edge pages and two neighbours. */
export const PAGINATION_EDGES = 2;
export const PAGINATION_SIBLINGS = 2;

/** Number of pages for `total` items (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

interface Props {
  page: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
}

/** Page links under a list; hidden when everything fits on one page. */
export function ResultsPagination({ page, total, perPage, onChange }: Props) {
  const { t } = useTranslation('places');
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <Center mt="xl" component="nav" aria-label={t('results.pages')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={PAGINATION_SIBLINGS}
        boundaries={PAGINATION_EDGES}
        radius="xl"
        getControlProps={(control) => ({
          'aria-label': t(control === 'previous' ? 'results.previous' : control === 'next' ? 'results.next' : control === 'first' ? 'results.first' : 'results.last'),
        })}
        getItemProps={(p) => ({ 'aria-label': t('results.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
        data-testid="places-pagination"
      />
    </Center>
  );
}
