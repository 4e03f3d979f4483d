import { ActionIcon, Alert, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { confirm } from '@/shared/ui/dialogs';
import type { GalleryPhoto } from '../../api/types';
import { useAddPhoto } from '../../api/useAddPhoto';
import { useDeletePhoto } from '../../api/useDeletePhoto';
import { useReorderPhotos } from '../../api/useReorderPhotos';

/** Moves the photo at `index` by `step` (-1 up, 1 down): the new order of ids. */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The gallery: upload, order with up and down, delete after a confirmation. Each acts at once. */
export function GalleryEditor({ photos, max }: { photos: GalleryPhoto[]; max: number }) {
  const { t } = useTranslation('salonProfile');
  const add = useAddPhoto();
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const [error, setError] = useState<string | null>(null);
  const busy = add.isPending || reorder.isPending || remove.isPending;
  const ids = photos.map((p) => p.id);
  const fail = (e: unknown) => setError(apiErrorMessage(e));

  const upload = async (files: File[]) => {
    setError(null);
    for (const file of files.slice(0, Math.max(0, max - photos.length))) {
      try {
        await add.mutateAsync(file);
      } catch (e) {
        fail(e);
        return;
      }
    }
  };

  const askDelete = async (photo: GalleryPhoto, index: number) => {
    const yes = await confirm({ title: t('gallery.delete_title'), message: t('gallery.delete_text', { n: index + 1 }), confirmLabel: t('gallery.delete'), danger: true });
    if (!yes) return;
    setError(null);
    remove.mutate(photo.id, { onError: fail });
  };

  return (
    <Stack gap="sm" data-testid="gallery">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('gallery.count', { n: photos.length, max })}
        </Text>
        <FileButton onChange={(files) => void upload(files)} accept="image/png,image/jpeg,image/webp,image/gif" multiple>
          {(props) => (
            <Button {...props} leftSection={<IconPhotoPlus size={16} />} variant="light" loading={add.isPending} disabled={photos.length >= max || busy} data-testid="gallery-upload">
              {t('gallery.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && (
        <Alert color="red" data-testid="gallery-error">
          {error}
        </Alert>
      )}
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('gallery.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {photos.map((photo, i) => (
            <Paper key={photo.id} withBorder radius="md" p={4} data-testid={`photo-${photo.id}`}>
              <Image src={photo.image.url} srcSet={photo.image.srcset || undefined} sizes="200px" alt={photo.image.alt} radius="sm" h={110} fit="cover" />
              <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
                <Text size="xs" c="dimmed" pl={4}>
                  {i === 0 ? t('gallery.cover') : `#${i + 1}`}
                </Text>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" size="sm" disabled={i === 0 || busy} aria-label={t('gallery.up', { n: i + 1 })} onClick={() => reorder.mutate(moved(ids, i, -1), { onError: fail })} data-testid={`photo-up-${photo.id}`}>
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" size="sm" disabled={i === photos.length - 1 || busy} aria-label={t('gallery.down', { n: i + 1 })} onClick={() => reorder.mutate(moved(ids, i, 1), { onError: fail })} data-testid={`photo-down-${photo.id}`}>
                    <IconArrowDown size={14} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" size="sm" color="red" disabled={busy} aria-label={t('gallery.delete_n', { n: i + 1 })} onClick={() => void askDelete(photo, i)} data-testid={`photo-delete-${photo.id}`}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
