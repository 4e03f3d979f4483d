import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';

export type PersonalData = components['schemas']['PersonalData'];
export type UpdatePersonalData = components['schemas']['UpdatePersonalData'];
export type UploadedFile = components['schemas']['UploadedFile'];

export const personalQueryKey = ['common', 'personal-data'] as const;

/** The user's own data (GET /api/common/personal-data). */
export function usePersonalData() {
  return useQuery({ queryKey: personalQueryKey, queryFn: () => unwrap(api.GET('/api/common/personal-data')) });
}

/** POST /api/common/update-personal-data. */
export function updatePersonalData(body: UpdatePersonalData) {
  return unwrap(api.POST('/api/common/update-personal-data', { body }));
}

