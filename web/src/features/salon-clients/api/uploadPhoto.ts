import { api, unwrap } from '@/shared/api';
import type { UploadedFile } from './types';

/** Folder of client photos on the server. */
const AVATARS_FOLDER = 'avatars';

/** POST /api/common/upload-file (multipart `file` + `folder`); the id is saved with the card. */
export function uploadPhoto(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('folder', AVATARS_FOLDER);
  return unwrap(api.POST('/api/common/upload-file', { body: form as never })) as Promise<UploadedFile>;
}
