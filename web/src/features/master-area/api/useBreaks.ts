import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { masterRoot } from './keys';

type Schemas = components['schemas'];

/** A change to the master's own breaks: add (weekday or date), edit or remove. */
export type BreakChange =
  | { kind: 'add'; body: Schemas['AddBreak'] }
  | { kind: 'edit'; body: Schemas['EditBreak'] }
  | { kind: 'remove'; body: Schemas['RemoveBreak'] };

/** POST /api/master/schedule/{add,edit,remove}-break; the schedule is read again after it. */
export function useBreakChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BreakChange) => {
      switch (change.kind) {
        case 'add':
          return unwrap(api.POST('/api/master/schedule/add-break', { body: change.body }));
        case 'edit':
          return unwrap(api.POST('/api/master/schedule/edit-break', { body: change.body }));
        case 'remove':
          return unwrap(api.POST('/api/master/schedule/remove-break', { body: change.body }));
      }
    },
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...masterRoot, 'schedule'] }),
  });
}
