import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n';
import { type UploadFolder, uploadFile } from '@/shared/api';
import type { UploadedFile } from '../api/personal';

/** Folder of profile photos on the server. */
export const AVATARS_FOLDER: UploadFolder = 'avatars';
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

interface Props {
  url: string | null;
  name: string;
  error?: string;
  onUploaded: (file: UploadedFile) => void;
}

/** Profile photo: preview and upload (the file id is saved with the form). */
export function PhotoField({ url, name, error, onUploaded }: Props) {
  const { t } = useTranslation('account');
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(file, AVATARS_FOLDER), onSuccess: onUploaded });
  return (
    <Group gap="md" data-testid="photo-field">
      <Avatar src={url} alt={name} size={72} radius="50%" color="plum">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <FileButton accept={ACCEPT} onChange={(file) => file && upload.mutate(file)}>
          {(props) => (
            <Button {...props} variant="light" radius="xl" leftSection={<IconCamera size={18} />} loading={upload.isPending} data-testid="photo-upload">
              {url ? t('personal.photo_change') : t('personal.photo_add')}
            </Button>
          )}
        </FileButton>
        {error && (
          <Text c="red" size="xs" mt={4}>
            {error}
          </Text>
        )}
      </div>
    </Group>
  );
}
