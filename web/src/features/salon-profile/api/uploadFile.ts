import { api, unwrap } from '@/shared/api';
import type { UploadedFile } from './types';

/** POST /api/common/upload-file into the `salons` folder. */
export function uploadSalonPhoto(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('folder', 'salons');
  return unwrap(api.POST('/api/common/upload-file', { body: form as never })) as Promise<UploadedFile>;
}
