import { Badge, Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { onChatEvent } from '@/shared/realtime';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { useMarkRead, useMessages } from '../api/chat';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';

/** Typing is shown this long after the last signal. */
const TYPING_SHOWN_MS = 5000;
/** Scrolling this close to the top loads the older page. */
const NEAR_TOP_PX = 40;

/**
 * One salon's conversation with the moderators, newest last; older pages load on "load older" or
 * when scrolled to the top, keeping what the reader looked at in place. New messages, typing and
 * read receipts arrive over the account's realtime channel.
 */
export function Conversation({ salonId, isModerator }: { salonId?: number; isModerator: boolean }) {
  const { t } = useTranslation('feedback');
  const { rows, newestPage, isPending, error, hasOlder, fetchingOlder, loadOlder: fetchOlder } = useMessages(salonId, isModerator);
  const markRead = useMarkRead(salonId);
  const typing = useTyping(salonId, isModerator);
  const viewport = useRef<HTMLDivElement>(null);
  // The scroll height before an older page was asked for: the page is prepended above it.
  const heightBeforeOlder = useRef<number | null>(null);
  const newest = rows[rows.length - 1];
  const oldestId = rows[0]?.id;

  // Reading the conversation marks what the other side wrote read.
  const newestId = newest?.id;
  const newestFromPeer = newest ? newest.from_moderator !== isModerator : false;
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    if (newestId !== undefined && newestFromPeer) markReadMutate(newestId);
  }, [newestId, newestFromPeer, markReadMutate]);

  // A new message (or the first page) shows the bottom; scrollTop rather than scrollTo, which jsdom lacks.
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  // An older page landed above: move down by what it added, so the same message stays in view.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el || heightBeforeOlder.current === null) return;
    el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);

  const loadOlder = () => {
    if (!hasOlder || fetchingOlder) return;
    heightBeforeOlder.current = viewport.current?.scrollHeight ?? 0;
    void fetchOlder();
  };

  return (
    <Stack gap="sm" data-testid="chat-conversation">
      <QueryStatus isPending={isPending} error={error} />
      <ScrollArea h={420} viewportRef={viewport} type="auto" onScrollPositionChange={({ y }) => y < NEAR_TOP_PX && loadOlder()}>
        <Stack gap="xs" p="xs" data-testid="chat-messages">
          {hasOlder && (
            <Group justify="center">
              <Button variant="subtle" size="xs" onClick={loadOlder} loading={fetchingOlder} data-testid="chat-load-older">
                {t('load_older')}
              </Button>
            </Group>
          )}
          {rows.length === 0 && !isPending && (
            <Text c="dimmed" ta="center" data-testid="chat-empty">
              {t(isModerator ? 'empty_moderator' : 'empty_salon')}
            </Text>
          )}
          {rows.map((m) => {
            const own = m.from_moderator === isModerator;
            return <MessageBubble key={m.id} message={m} own={own} read={own && newestPage !== undefined && m.id <= newestPage.peer_read_id} />;
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
      <Composer salonId={salonId} />
      {newestPage?.status === 'resolved' && (
        <Badge color="green" variant="light">
          {t('status.resolved')}
        </Badge>
      )}
    </Stack>
  );
}

/** Who on the other side is writing now (from the channel's typing signals), or null. */
function useTyping(salonId: number | undefined, isModerator: boolean) {
  const [typing, setTyping] = useState<string | null>(null);
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
  return typing;
}
