import type { QueryClient } from '@tanstack/react-query';

/** A chat event of the private channel (issue #21): a stored message, typing, a read receipt, a state change. */
export type ChatEvent =
  | { type: 'message'; message: { id: number; salon_id: number; from_moderator: boolean; text: string } & Record<string, unknown> }
  | { type: 'typing'; salon_id: number; from_moderator: boolean; name: string }
  | { type: 'read'; salon_id: number; by_moderator: boolean; read_id: number }
  | { type: 'conversation'; salon_id: number; status: string; assigned_id: number | null };

export interface ChatFrame {
  chat: ChatEvent;
  chat_unread_count?: number | null;
}

/** Every chat query (inbox, conversation pages, the unread counter). */
export const chatRoot = ['common', 'chat'] as const;
/** The reader's chat unread count (the header's and the bottom bar's badge). */
export const chatUnreadKey = ['common', 'chat', 'unread'] as const;

type Listener = (event: ChatEvent) => void;
const listeners = new Set<Listener>();
/** The newest chat message id this tab has seen: a reconnect asks the server for what came after. */
let lastSeen: number | null = null;

export function lastChatMessageId(): number | null {
  return lastSeen;
}

/** Records a message id the page has shown (from a page load or the channel). */
export function sawChatMessage(id: number) {
  if (lastSeen === null || id > lastSeen) lastSeen = id;
}

/** Listens to the channel's chat events (the open conversation's typing line); returns the unsubscribe. */
export function onChatEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isChatFrame(frame: unknown): frame is ChatFrame {
  return typeof frame === 'object' && frame !== null && 'chat' in frame;
}

/**
 * A chat frame: the counter takes the server's count, the chat's queries reload (the message is
 * stored, so a reload shows exactly what the server has), and the open conversation hears it.
 */
export function applyChatFrame(queryClient: QueryClient, frame: ChatFrame) {
  if (typeof frame.chat_unread_count === 'number') queryClient.setQueryData(chatUnreadKey, frame.chat_unread_count);
  if (frame.chat.type === 'message') sawChatMessage(frame.chat.message.id);
  if (frame.chat.type !== 'typing') void queryClient.invalidateQueries({ queryKey: chatRoot, predicate: (q) => q.queryKey[2] !== 'unread' });
  for (const listener of listeners) listener(frame.chat);
}
