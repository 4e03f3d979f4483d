import { Alert } from '@mantine/core';
import { apiErrorMessage } from '@/shared/api/errorMessage';

/** An action's failure, next to the action: the server's message or the translated message_code. */
export function ErrorNote({ error, testId }: { error: unknown; testId?: string }) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : apiErrorMessage(error);
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {text}
    </Alert>
  );
}
