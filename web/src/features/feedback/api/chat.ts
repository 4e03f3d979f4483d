import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type MessagesPage = components['schemas']['MessagesPage'];

/** Messages one page holds (the server's default; at most 100). */
export const PAGE_SIZE = 50;

/**
 * GET chat/messages, paged backwards: the first page is the newest 50, each further page the 50
 * before the oldest one shown (`before_id`) while `has_older`. A reload (a realtime frame)
 * refetches the loaded pages from the newest, so they stay contiguous as messages arrive.
 */
export function useMessages(salonId: number | undefined, isModerator: boolean) {
  const query = useInfiniteQuery({
    queryKey: [...chatRoot, 'messages', salonId ?? 'own'],
    enabled: !isModerator || salonId !== undefined,
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const base = isModerator ? { salon_id: salonId } : {};
      const params = { ...base, limit: PAGE_SIZE, ...(pageParam === null ? {} : { before_id: pageParam }) };
      const page = await unwrap(api.GET('/api/common/chat/messages', { params: { query: params }, signal }));
      const last = page.rows[page.rows.length - 1];
      if (last) sawChatMessage(last.id);
      return page;
    },
    getNextPageParam: (page) => (page.has_older && page.rows[0] ? page.rows[0].id : null),
  });
  const pages = query.data?.pages ?? [];
  // Pages come newest first; each page is oldest first.
  const rows: ChatMessage[] = [...pages].reverse().flatMap((page) => page.rows);
  return { ...query, rows, newestPage: pages[0] };
}

export function useSend(salonId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; image_url?: string | null }) =>
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

/** The `chat` folder of the upload call: the only images a message may carry (its sender's own). */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('folder', 'chat');
      return unwrap(api.POST('/api/common/upload-file', { body: form as never }));
    },
    // The composer shows the refusal beside the attach button.
    meta: { silent: true },
  });
}
