import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showErrorSnack } from '@/shared/ui/overlayHost';
import { apiErrorMessage, fieldErrors } from './errorMessage';

/**
 * Which form field shows a server field's message: a list of the form's field names (the server's
 * names as they are), or a function of the server's name (`working_hours.2.close`, `category_id`):
 * the form's path, true for the same name, or null/undefined/false when the form has no such field.
 */
export type ServerFields<T extends FieldValues> = readonly string[] | ((serverField: string) => Path<T> | string | boolean | null | undefined);

/**
 * A refused form submission (spec §8: `{message, message_code, errors}`): each `errors[field]`
 * message goes under its form field when the form has that field; every message that no field
 * takes, or the error's own message when it names no field, shows in an error snack. No server
 * message is dropped.
 *
 * Use it on silent mutations (`meta: { silent: true }`), which the central handler leaves to the form.
 * `notify` replaces the snack where the form shows such messages itself (the checkout, inline).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ServerFields<T>,
  setError: UseFormSetError<T>,
  notify: (message: string) => void = showErrorSnack,
): void {
  const fieldOf = typeof fields === 'function' ? fields : (field: string) => fields.includes(field);
  const byField = Object.entries(fieldErrors(error));
  if (byField.length === 0) {
    notify(apiErrorMessage(error));
    return;
  }
  const unplaced: string[] = [];
  for (const [field, message] of byField) {
    const path = fieldOf(field);
    if (path) setError((path === true ? field : path) as Path<T>, { type: 'server', message });
    else if (!unplaced.includes(message)) unplaced.push(message);
  }
  if (unplaced.length > 0) notify(unplaced.join('\n'));
}
