import { Alert } from '@mantine/core';
import { apiErrorMessage } from '@/shared/api/errorMessage';

/** A failed call's message inside a form (its field messages go to the fields). */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" data-testid="form-error">
      {apiErrorMessage(error)}
    </Alert>
  );
}
