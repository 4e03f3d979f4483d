import { Alert } from '@mantine/core';
import { apiErrorMessage } from '@/shared/api/errorMessage';

/** A failed load's message (the visit drawer); forms send theirs through applyServerErrors. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" data-testid="form-error">
      {apiErrorMessage(error)}
    </Alert>
  );
}
