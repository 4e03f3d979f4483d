import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, uploadFile } from '@/shared/api';
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

/** Messages one page holds (the server's default; at most 100). */
export const PAGE_SIZE = 50;

async function fetchPage(salonId: number | undefined, isModerator: boolean, beforeId: number | null, signal?: AbortSignal) {
  const query = { ...(isModerator ? { salon_id: salonId } : {}), limit: PAGE_SIZE, ...(beforeId === null ? {} : { before_id: beforeId }) };
  return unwrap(api.GET('/api/common/chat/messages', { params: { query }, signal }));
}

/** Every message of one conversation the page has seen, by id (messages never change once stored). */
interface Seen {
  conversation: string;
  byId: Map<number, ChatMessage>;
  /** From the oldest page loaded with "load older"; null until one was. */
  hasOlder: boolean | null;
}

const merge = (seen: Seen, rows: ChatMessage[], hasOlder: boolean | null): Seen => {
  const byId = new Map(seen.byId);
  for (const row of rows) byId.set(row.id, row);
  return { ...seen, byId, hasOlder };
};

/**
 * GET chat/messages: the newest 50 (a query the realtime frames reload), plus older pages of 50
 * before the oldest one shown (`before_id`, while `has_older`). What was seen is kept by id, so a
 * reload of the newest page (which slides as messages arrive) never opens a gap above it. Plain
 * state rather than an infinite query: that one would make the public entry export more of
 * react-query, and the public routes are at their JS budget.
 */
export function useMessages(salonId: number | undefined, isModerator: boolean) {
  const conversation = String(salonId ?? 'own');
  const newest = useQuery({
    queryKey: [...chatRoot, 'messages', salonId ?? 'own'],
    enabled: !isModerator || salonId !== undefined,
    queryFn: async ({ signal }) => {
      const page = await fetchPage(salonId, isModerator, null, signal);
      const last = page.rows[page.rows.length - 1];
      if (last) sawChatMessage(last.id);
      return page;
    },
  });
  const [seen, setSeen] = useState<Seen>({ conversation, byId: new Map(), hasOlder: null });
  const [fetchingOlder, setFetchingOlder] = useState(false);
  const current = seen.conversation === conversation ? seen : { conversation, byId: new Map<number, ChatMessage>(), hasOlder: null };
  // Each newest page is kept as it comes (adjusting state while rendering, React's pattern for
  // "state from a changed input"): one that slid past a message never loses it.
  const [lastPage, setLastPage] = useState(newest.data);
  if (newest.data !== lastPage) {
    setLastPage(newest.data);
    if (newest.data) setSeen(merge(current, newest.data.rows, current.hasOlder));
  }
  const rows = [...merge(current, newest.data?.rows ?? [], null).byId.values()].sort((a, b) => a.id - b.id);
  const hasOlder = current.hasOlder ?? newest.data?.has_older ?? false;
  const oldestId = rows[0]?.id;

  const loadOlder = async () => {
    if (!hasOlder || fetchingOlder || oldestId === undefined) return;
    setFetchingOlder(true);
    try {
      const page = await fetchPage(salonId, isModerator, oldestId);
      setSeen((latest) => merge(latest.conversation === conversation ? latest : current, page.rows, page.has_older));
    } finally {
      setFetchingOlder(false);
    }
  };

  return { ...newest, rows, newestPage: newest.data, hasOlder, fetchingOlder, loadOlder };
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
    mutationFn: (file: File) => uploadFile(file, 'chat'),
    // The composer shows the refusal beside the attach button.
    meta: { silent: true },
  });
}
