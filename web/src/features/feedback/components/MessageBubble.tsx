import { Group, Paper, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ChatMessage } from '../api/chat';

/** The thumbnail's width: the file server scales it down, the link opens the full picture. */
const THUMB_WIDTH = 320;

/** One message: author, plain text (React escapes it, never HTML), an image thumbnail, time and the read receipt. */
export function MessageBubble({ message: m, own, read }: { message: ChatMessage; own: boolean; read: boolean }) {
  const { t } = useTranslation('feedback');
  return (
    <Group justify={own ? 'flex-end' : 'flex-start'}>
      <Paper
        withBorder
        radius="md"
        p="xs"
        maw="80%"
        bg={own ? 'var(--mantine-primary-color-light)' : undefined}
        data-testid="chat-message"
        data-id={m.id}
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
          <a href={m.image_url} target="_blank" rel="noreferrer" aria-label={t('open_image')} data-testid="chat-image">
            <img src={`${m.image_url}?w=${THUMB_WIDTH}`} alt={t('image')} loading="lazy" style={{ maxWidth: 240, maxHeight: 240, borderRadius: 6, display: 'block' }} />
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
}
