import { apiErrorMessage } from '@/shared/api/errorMessage';
import classes from './Checkout.module.css';

/**
 * An action's failure, next to the action: the server's message or the translated message_code.
 * Styled as Mantine's light red Alert without importing it (the checkout route's script budget).
 */
export function ErrorNote({ error, testId }: { error: unknown; testId?: string }) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : apiErrorMessage(error);
  return (
    <div className={classes.error} role="alert" data-testid={testId}>
      {text}
    </div>
  );
}
