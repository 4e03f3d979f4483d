import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';

/**
 * Puts a validation error's per-field messages under the form's fields (the server names nested
 * fields with dots, `working_hours.2.close`, as react-hook-form does). `known` tells which field
 * paths the form shows. Returns the message to show above the form for the rest, or null.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, known: (field: string) => boolean, setError: UseFormSetError<T>): string | null {
  const byField = fieldErrors(error);
  let unplaced = false;
  let placed = false;
  for (const [field, message] of Object.entries(byField)) {
    if (known(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    } else {
      unplaced = true;
    }
  }
  return placed && !unplaced ? null : apiErrorMessage(error);
}
