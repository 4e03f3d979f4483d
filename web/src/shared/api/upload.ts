import { api, unwrap } from './client';
import type { components } from './schema';

export type UploadedFile = components['schemas']['UploadedFile'];

/** The folders `POST /api/common/upload-file` accepts (api::common::upload::FOLDERS). */
export type UploadFolder = 'avatars' | 'salons' | 'masters' | 'portfolio' | 'blog' | 'chat' | 'misc';

/** Stores an image (multipart `file` + `folder`); the answer's `full_url` serves it, its `id` is saved with the record. */
export function uploadFile(file: File, folder: UploadFolder): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('folder', folder);
  return unwrap(api.POST('/api/common/upload-file', { body: form as never })) as Promise<UploadedFile>;
}
