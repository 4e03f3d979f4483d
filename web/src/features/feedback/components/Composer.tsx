import { ActionIcon, CloseButton, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { sendTyping, useSend, useUploadImage } from '../api/chat';

/** The longest message (domain::chat::MAX_TEXT_CHARS). */
const MAX_TEXT = 2000;
/** Typing is told at most this often. */
const TYPING_EVERY_MS = 3000;
/** What the upload call takes as a picture. */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The message box: text (Enter sends, Shift+Enter breaks the line) and an attached picture,
 * uploaded at once into the `chat` folder and sent with the next message (alone or with text).
 */
export function Composer({ salonId }: { salonId?: number }) {
  const { t } = useTranslation('feedback');
  const send = useSend(salonId);
  const upload = useUploadImage();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const body = text.trim();
  const ready = (body.length > 0 || image !== null) && body.length <= MAX_TEXT && !upload.isPending;

  const submit = () => {
    if (!ready || send.isPending) return;
    send.mutate(
      { text: body, image_url: image },
      {
        onSuccess: () => {
          setText('');
          setImage(null);
        },
      },
    );
  };

  const attach = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (uploaded) => setImage(uploaded.full_url) });
  };

  return (
    <Stack gap={4}>
      {image && (
        <Group gap="xs" data-testid="chat-attachment">
          <img src={`${image}?w=160`} alt={t('image')} style={{ maxHeight: 64, borderRadius: 4 }} />
          <CloseButton size="sm" aria-label={t('remove_image')} onClick={() => setImage(null)} data-testid="chat-attachment-remove" />
        </Group>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton accept={ACCEPT} onChange={attach}>
          {(props) => (
            <ActionIcon {...props} size="lg" variant="subtle" loading={upload.isPending} aria-label={t('attach')} data-testid="chat-attach">
              <IconPaperclip size={18} />
            </ActionIcon>
          )}
        </FileButton>
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
        <ActionIcon size="lg" radius="xl" onClick={submit} loading={send.isPending} disabled={!ready} aria-label={t('send')} data-testid="chat-send">
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      {upload.isError && (
        <Text size="xs" c="red" data-testid="chat-attach-error">
          {upload.error.message}
        </Text>
      )}
    </Stack>
  );
}
