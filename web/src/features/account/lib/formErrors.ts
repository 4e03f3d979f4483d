import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';

/**
 * Puts a server validation error's messages under the form's fields. Returns the message to show
 * for the rest (an error without field messages, or about a field the form does not have).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  const byField = fieldErrors(error);
  let placed = false;
  for (const [field, message] of Object.entries(byField)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : apiErrorMessage(error);
}
