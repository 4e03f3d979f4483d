import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import type { components } from '@/shared/api/schema';
import { chatRoot, chatUnreadKey, sawChatMessage } from '@/shared/realtime';

export type ChatMessage = components['schemas']['ChatMessage'];
export type Collocutor = components['schemas']['Collocutor'];

export interface InboxFilter {
  q: string;
  status: '' | 'open' | 'resolved';
  mine: boolean;
  page: number;
}

/** GET chat/collocutors: the salon's one conversation, or the moderators' inbox. */
export function useCollocutors(filter?: InboxFilter) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...chatRoot, 'collocutors', filter ?? null],
    queryFn: async ({ signal }) => {
      const query = filter
        ? { q: filter.q || undefined, status: filter.status || undefined, mine: filter.mine || undefined, page: filter.page, per_page: 20 }
        : {};
      const page = await unwrap(api.GET('/api/common/chat/collocutors', { params: { query }, signal }));
      queryClient.setQueryData(chatUnreadKey, page.unread);
      return page;
    },
    placeholderData: keepPreviousData,
  });
}

/** GET chat/messages: the newest 50 of a salon's conversation, oldest first. */
export function useMessages(salonId: number | undefined, isModerator: boolean) {
  return useQuery({
    queryKey: [...chatRoot, 'messages', salonId ?? 'own'],
    enabled: !isModerator || salonId !== undefined,
    queryFn: async ({ signal }) => {
      const query = isModerator ? { salon_id: salonId } : {};
      const page = await unwrap(api.GET('/api/common/chat/messages', { params: { query }, signal }));
      const last = page.rows[page.rows.length - 1];
      if (last) sawChatMessage(last.id);
      return page;
    },
  });
}

export function useSend(salonId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; image_url?: string }) =>
      unwrap(api.POST('/api/common/chat/send', { body: { salon_id: salonId ?? null, text: body.text, image_url: body.image_url ?? null } })),
    onSuccess: (message) => {
      sawChatMessage(message.id);
      void queryClient.invalidateQueries({ queryKey: chatRoot });
    },
  });
}

export function useMarkRead(salonId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readId: number) => unwrap(api.POST('/api/common/chat/read', { body: { salon_id: salonId ?? null, read_id: readId } })),
    onSuccess: ({ unread }) => queryClient.setQueryData(chatUnreadKey, unread),
    meta: { silent: true },
  });
}

/** Tells the other side the user is writing. */
export function sendTyping(salonId: number | undefined) {
  void api.POST('/api/common/chat/typing', { body: { salon_id: salonId ?? null } }).catch(() => undefined);
}

export function useConversationAction(salonId: number) {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: chatRoot });
  const assign = useMutation({
    mutationFn: (accountId: number | null) =>
      unwrap(api.POST('/api/admin/feedback/assign/{salon_id}', { params: { path: { salon_id: salonId } }, body: { account_id: accountId } })),
    onSuccess: done,
  });
  const status = useMutation({
    mutationFn: (value: 'open' | 'resolved') =>
      unwrap(api.POST('/api/admin/feedback/status/{salon_id}', { params: { path: { salon_id: salonId } }, body: { status: value } })),
    onSuccess: done,
  });
  return { assign, status };
}
