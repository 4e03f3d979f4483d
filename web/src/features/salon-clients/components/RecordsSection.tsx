import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldErrors, apiErrorMessage } from '@/shared/api/errorMessage';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatInstant } from '@/shared/lib/format';
import { confirm } from '@/shared/ui/dialogs';
import { showSnack } from '@/shared/ui/snack';
import { useAddRecord } from '../api/useAddRecord';
import { useDeleteRecord } from '../api/useDeleteRecord';
import type { ClientRecord } from '../api/types';

/** Spec §9: default textarea rows. */
const TEXTAREA_ROWS = 5;
const RECORD_MAX_LENGTH = 2000;

/** The card's records, newest first, with "add record" and deletion. */
export function RecordsSection({ clientId, records }: { clientId: number; records: ClientRecord[] }) {
  const { t } = useTranslation('salonClients');
  const errorText = useErrorText();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddRecord(clientId);
  const remove = useDeleteRecord(clientId);

  const submit = () => {
    const value = text.trim();
    if (!value) return setError(errorText('required'));
    if (value.length > RECORD_MAX_LENGTH) return setError(errorText('max_length', { max: RECORD_MAX_LENGTH }));
    setError(null);
    add.mutate(value, {
      onSuccess: () => {
        setText('');
        showSnack(t('records.added'), 'success');
      },
      onError: (e) => setError(fieldErrors(e).text ?? apiErrorMessage(e)),
    });
  };

  const removeRecord = async (record: ClientRecord) => {
    if (await confirm({ title: t('records.delete'), message: t('records.delete_confirm'), confirmLabel: t('delete.yes'), danger: true })) remove.mutate(record.id);
  };

  return (
    <Stack gap="sm" data-testid="client-records">
      <Title order={2} size="h4">
        {t('records.title')}
      </Title>
      <Textarea
        aria-label={t('records.add')}
        placeholder={t('records.placeholder')}
        rows={TEXTAREA_ROWS}
        maxLength={RECORD_MAX_LENGTH}
        value={text}
        error={error}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="record-text"
      />
      <Group justify="flex-end">
        <Button variant="light" radius="xl" leftSection={<IconPlus size={16} />} loading={add.isPending} onClick={submit} data-testid="record-add">
          {t('records.add')}
        </Button>
      </Group>
      {records.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="records-empty">
          {t('records.empty')}
        </Text>
      )}
      {records.map((record) => (
        <Card key={record.id} withBorder padding="sm" data-testid="record">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="record-body">
                {record.text}
              </Text>
              <Text size="xs" c="dimmed">
                {record.author ? t('records.by', { author: record.author, date: formatInstant(record.created_at, locale, 'shortDateTime') }) : formatInstant(record.created_at, locale, 'shortDateTime')}
              </Text>
            </Stack>
            <ActionIcon variant="subtle" color="gray" aria-label={t('records.delete')} onClick={() => void removeRecord(record)} data-testid="record-delete">
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
