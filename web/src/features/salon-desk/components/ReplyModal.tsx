import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { ActRef } from '../api/types';
import { useReplyAct } from '../api/useReplyAct';
import { fieldErrorSetter, REPLY_MAX_LENGTH, replySchema, validate } from '../lib/forms';

/** The salon's reply about a visit; the client gets it as a notification. */
export function ReplyModal({ act, onClose }: { act: ActRef; onClose: () => void }) {
  const { t } = useTranslation('salonDesk');
  const e = useErrorText();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reply = useReplyAct();

  const submit = () => {
    const found = validate(replySchema(e), { text });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reply.mutate(
      { id: act.id, text: text.trim() },
      {
        onSuccess: () => {
          showSnack(t('done.reply'), 'success');
          onClose();
        },
        onError: (err) => applyServerErrors(err, ['text'], fieldErrorSetter(setErrors)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('reply.title')} centered data-testid="reply-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reply.hint', { client: act.client_name })}
        </Text>
        <Textarea
          label={t('reply.text')}
          rows={5}
          value={text}
          onChange={(ev) => setText(ev.currentTarget.value)}
          error={errors.text}
          description={t('reply.counter', { count: text.length, max: REPLY_MAX_LENGTH })}
          withAsterisk
          data-testid="reply-text"
        />
        <Button radius="xl" loading={reply.isPending} onClick={submit} data-testid="reply-submit">
          {t('reply.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}
