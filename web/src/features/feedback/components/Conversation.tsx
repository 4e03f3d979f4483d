import { ActionIcon, Badge, Box, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { IconChecks, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { onChatEvent } from '@/shared/realtime';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { sendTyping, useMarkRead, useMessages, useSend } from '../api/chat';

/** The longest message (domain::chat::MAX_TEXT_CHARS). */
const MAX_TEXT = 2000;
/** Typing is told at most this often, and shown this long. */
const TYPING_EVERY_MS = 3000;
const TYPING_SHOWN_MS = 5000;

/**
 * One salon's conversation with the moderators, newest last. New messages, typing and read
 * receipts arrive over the account's realtime channel; text is rendered as text (React escapes
 * it), never as HTML.
 */
export function Conversation({ salonId, isModerator }: { salonId?: number; isModerator: boolean }) {
  const { t } = useTranslation('feedback');
  const { data, isPending, error } = useMessages(salonId, isModerator);
  const send = useSend(salonId);
  const markRead = useMarkRead(salonId);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const viewport = useRef<HTMLDivElement>(null);
  const rows = data?.rows ?? [];
  const newest = rows[rows.length - 1];

  // Reading the conversation marks what the other side wrote read.
  const newestId = newest?.id;
  const newestFromPeer = newest ? newest.from_moderator !== isModerator : false;
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    if (newestId !== undefined && newestFromPeer) markReadMutate(newestId);
  }, [newestId, newestFromPeer, markReadMutate]);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [newestId]);

  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const stop = onChatEvent((event) => {
      const eventSalon = event.type === 'message' ? event.message.salon_id : event.salon_id;
      const mine = salonId === undefined || eventSalon === salonId;
      if (!mine) return;
      if (event.type === 'typing' && event.from_moderator !== isModerator) {
        setTyping(event.name);
        clearTimeout(hide);
        hide = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
      }
      if (event.type === 'message' && event.message.from_moderator !== isModerator) setTyping(null);
    });
    return () => {
      stop();
      clearTimeout(hide);
    };
  }, [salonId, isModerator]);

  const submit = () => {
    const body = text.trim();
    if (!body || body.length > MAX_TEXT) return;
    send.mutate({ text: body }, { onSuccess: () => setText('') });
  };

  return (
    <Stack gap="sm" data-testid="chat-conversation">
      <QueryStatus isPending={isPending} error={error} />
      <ScrollArea h={420} viewportRef={viewport} type="auto">
        <Stack gap="xs" p="xs" data-testid="chat-messages">
          {rows.length === 0 && !isPending && (
            <Text c="dimmed" ta="center" data-testid="chat-empty">
              {t(isModerator ? 'empty_moderator' : 'empty_salon')}
            </Text>
          )}
          {rows.map((m) => {
            const own = m.from_moderator === isModerator;
            const read = own && data !== undefined && m.id <= data.peer_read_id;
            return (
              <Group key={m.id} justify={own ? 'flex-end' : 'flex-start'}>
                <Paper
                  withBorder
                  radius="md"
                  p="xs"
                  maw="80%"
                  bg={own ? 'var(--mantine-primary-color-light)' : undefined}
                  data-testid="chat-message"
                  data-own={own}
                >
                  <Text size="xs" c="dimmed">
                    {m.author_name ?? t(m.from_moderator ? 'moderator' : 'salon')}
                  </Text>
                  {m.text && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-text">
                      {m.text}
                    </Text>
                  )}
                  {m.image_url && (
                    <a href={m.image_url} target="_blank" rel="noreferrer">
                      <img src={`${m.image_url}?w=320`} alt={t('image')} style={{ maxWidth: 240, borderRadius: 6 }} />
                    </a>
                  )}
                  <Group gap={4} justify="flex-end">
                    <Text size="xs" c="dimmed">
                      {new Date(m.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                    </Text>
                    {read && <IconChecks size={14} aria-label={t('read')} data-testid="chat-read" />}
                  </Group>
                </Paper>
              </Group>
            );
          })}
        </Stack>
      </ScrollArea>
      <Box h={20}>
        {typing && (
          <Text size="xs" c="dimmed" data-testid="chat-typing">
            {t('typing', { name: typing })}
          </Text>
        )}
      </Box>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          maxLength={MAX_TEXT}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          data-testid="chat-input"
          onChange={(e) => {
            setText(e.currentTarget.value);
            const now = Date.now();
            if (now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              sendTyping(salonId);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <ActionIcon size="lg" radius="xl" onClick={submit} loading={send.isPending} disabled={!text.trim()} aria-label={t('send')} data-testid="chat-send">
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {data?.status === 'resolved' && (
        <Badge color="green" variant="light">
          {t('status.resolved')}
        </Badge>
      )}
    </Stack>
  );
}
