import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Locale } from '@/shared/routes';
import { announce, applyRealtimeMessage } from './apply';
import { applyChatFrame, isChatFrame, lastChatMessageId } from './chat';
import { connectRealtime, realtimeUrl } from './connection';

/** Holds the signed-in user's channel open while mounted; reconnects when the locale changes. */
export default function RealtimeBridge({ locale }: { locale: Locale }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectRealtime(
        // A reconnect catches up on the chat from the last message this tab saw.
        () => realtimeUrl(window.location, locale, lastChatMessageId()),
        (message) => {
          if (isChatFrame(message)) return applyChatFrame(queryClient, message);
          const notification = applyRealtimeMessage(queryClient, message);
          if (notification) void announce(notification);
        },
      ),
    [queryClient, locale],
  );
  return null;
}
