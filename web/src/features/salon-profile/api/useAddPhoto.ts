import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';
import { infoKey } from './keys';
import type { GalleryPhoto, SalonInfo } from './types';
import { uploadFile } from '@/shared/api';

/** Uploads a picture, then POST /api/salon/gallery adds it at the end of the gallery. */
export function useAddPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadFile(file, 'salons');
      return unwrap(api.POST('/api/salon/gallery', { body: { file_id: uploaded.id } }));
    },
    meta: { silent: true },
    onSuccess: (gallery: GalleryPhoto[]) => queryClient.setQueryData<SalonInfo>(infoKey, (info) => (info ? { ...info, gallery } : info)),
  });
}
