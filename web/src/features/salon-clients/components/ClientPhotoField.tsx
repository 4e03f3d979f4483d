import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import { uploadFile } from '@/shared/api';
import type { UploadedFile } from '../api/types';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

interface Props {
  url: string | null;
  name: string;
  error?: string;
  onUploaded: (file: UploadedFile) => void;
  onRemove: () => void;
}

/** The card's photo: preview, upload (the file id is saved with the form) and removal. */
export function ClientPhotoField({ url, name, error, onUploaded, onRemove }: Props) {
  const { t } = useTranslation('salonClients');
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(file, 'avatars'), onSuccess: onUploaded });
  return (
    <Group gap="md" wrap="nowrap" data-testid="client-photo">
      <Avatar src={url} alt={name} size={72} radius="50%" color="plum" data-testid="client-photo-preview">
        {name.trim().charAt(0).toLocaleUpperCase() || '?'}
      </Avatar>
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton accept={ACCEPT} onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <Button {...props} size="xs" variant="light" radius="xl" leftSection={<IconCamera size={16} />} loading={upload.isPending} data-testid="client-photo-upload">
                {url ? t('form.photo_change') : t('form.photo_add')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button size="xs" variant="subtle" color="gray" radius="xl" leftSection={<IconTrash size={16} />} onClick={onRemove} data-testid="client-photo-remove">
              {t('form.photo_remove')}
            </Button>
          )}
        </Group>
        {error && (
          <Text c="red" size="xs">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
