import type { QueryClient } from '@tanstack/react-query';
import { actsCountKey, actsRoot } from '../api/keys';
import type { Act, ActsPage } from '../api/types';

/**
 * A visit changed (cancelled, moved, confirmed): the card shows the server's answer at once and
 * stays where it is; the counts reload, the other lists reload when next shown.
 */
export function applyAct(queryClient: QueryClient, act: Act): void {
  queryClient.setQueriesData<ActsPage>({ queryKey: [...actsRoot, 'list'] }, (page) =>
    page ? { ...page, rows: page.rows.map((row) => (row.id === act.id ? act : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: [...actsRoot, 'list'], refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: actsCountKey });
}
