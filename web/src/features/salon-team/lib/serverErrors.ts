import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { schedulePath } from './schedule';

/**
 * Puts a server validation error's messages under the form's fields (schedule fields by their
 * editor path). Returns the message to show above the form for the rest, or null.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): string | null {
  const byField = fieldErrors(error);
  let placed = false;
  let unplaced = false;
  for (const [field, message] of Object.entries(byField)) {
    const path = fields.includes(field) ? field : schedulePath(field);
    if (path) {
      setError(path as Path<T>, { type: 'server', message });
      placed = true;
    } else unplaced = true;
  }
  return placed && !unplaced ? null : apiErrorMessage(error);
}
