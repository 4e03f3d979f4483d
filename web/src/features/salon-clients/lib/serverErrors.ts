import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';

/**
 * Puts a refusal's per-field messages under the form's fields (the server's text, in the
 * request's language). Returns the message to show above the form when no field took one.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  let placed = false;
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : apiErrorMessage(error);
}
