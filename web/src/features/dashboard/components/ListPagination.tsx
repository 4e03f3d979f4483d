import { Center, Pagination } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { PAGE_SIZE } from '../api/keys';

/** Spec §9: two edge pages and two neighbours. */
const EDGES = 2;
const SIBLINGS = 2;

interface Props {
  page: number;
  total: number;
  onChange: (page: number) => void;
  testId: string;
}

/** Page links under a cabinet list; hidden when everything fits on one page. */
export function ListPagination({ page, total, onChange, testId }: Props) {
  const { t } = useTranslation('dashboard');
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  const controlLabel = { previous: 'previous', next: 'next', first: 'first', last: 'last' } as const;
  return (
    <Center component="nav" aria-label={t('pagination.label')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={SIBLINGS}
        boundaries={EDGES}
        radius="xl"
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${controlLabel[control]}`) })}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
        data-testid={testId}
      />
    </Center>
  );
}
