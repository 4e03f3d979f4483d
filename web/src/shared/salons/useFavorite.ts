import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '@/shared/api';
import { ApiError } from '@/shared/api/errors';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { openLogin, useAuth } from '@/shared/auth';
import { applyFavorite, bookmarksQueryKey, revertFavorite } from './favoriteCache';


// Snack code loads only when there is something to show (as the app's error handler does).
function notifyError(error: unknown) {
  void import('@/shared/ui/snack').then((m) => m.showSnack(apiErrorMessage(error), 'error'));
}

/**
 * Bookmark state of one salon and its toggle. The change shows at once (every cached answer is
 * patched), is undone when the server refuses it, and refreshes the bookmarks list afterwards.
 * Guests get the login popup; after logging in the salon is marked.
 */
export function useFavorite(salonId: number, isFavorite: boolean) {
  const client = useQueryClient();
  const { isGuest, isLoading } = useAuth();
  // The value chosen here, while the card's own data still says `base` (a card need not come from
  // a cached answer the patch reaches); once the data changes it speaks for itself again.
  const [chosen, setChosen] = useState<{ value: boolean; base: boolean } | null>(null);

  const mutation = useMutation({
    mutationFn: (favorite: boolean) =>
      unwrap(api.POST('/api/common/update-salon-favorite', { body: { salon_id: salonId, favorite } })),
    onMutate: (favorite) => {
      setChosen({ value: favorite, base: isFavorite });
      return applyFavorite(client, salonId, favorite);
    },
    onError: (error, favorite, snapshot) => {
      setChosen(null);
      if (snapshot) revertFavorite(client, salonId, favorite, snapshot);
      if (error instanceof ApiError && error.status === 401) openLogin({ onSuccess: () => mutation.mutate(favorite) });
      else notifyError(error);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: bookmarksQueryKey }),
    // 401 here means "log in", not "session over": handled above instead of by the app's handler.
    meta: { silent: true },
  });

  const favorite = chosen && chosen.base === isFavorite ? chosen.value : isFavorite;
  const toggle = () => {
    if (mutation.isPending) return;
    const next = !favorite;
    if (isGuest && !isLoading) {
      openLogin({ onSuccess: () => mutation.mutate(next) });
      return;
    }
    mutation.mutate(next);
  };

  return { favorite, toggle, isPending: mutation.isPending };
}
