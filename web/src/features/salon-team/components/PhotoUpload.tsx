import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { uploadFile } from '@/shared/api';
import type { UploadedFile } from '../api/types';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

interface Props {
  url: string | null;
  name: string;
  error?: string;
  onUploaded: (file: UploadedFile) => void;
}

/** The master's photo: preview and upload (the file id is saved with the form). */
export function PhotoUpload({ url, name, error, onUploaded }: Props) {
  const { t } = useTranslation('salonTeam');
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(file, 'masters'), onSuccess: onUploaded, meta: { silent: true } });
  const message = error ?? (upload.error ? apiErrorMessage(upload.error) : undefined);
  return (
    <Group gap="md" data-testid="master-photo">
      <Avatar src={url} alt={name} size={72} radius="50%" color="plum">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <FileButton accept={IMAGE_ACCEPT} onChange={(file) => file && upload.mutate(file)}>
          {(props) => (
            <Button {...props} variant="light" radius="xl" leftSection={<IconCamera size={18} aria-hidden />} loading={upload.isPending} data-testid="master-photo-upload">
              {url ? t('form.photo_change') : t('form.photo_add')}
            </Button>
          )}
        </FileButton>
        {message && (
          <Text c="red" size="xs" mt={4}>
            {message}
          </Text>
        )}
      </div>
    </Group>
  );
}
