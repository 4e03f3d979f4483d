import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

interface Props {
  /** The server's message about the whole form, shown above the buttons. */
  error: string | null;
  errorTestId: string;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  submitTestId: string;
}

/** The foot of a service form modal: its error, Cancel and the submit button. */
export function ModalActions({ error, errorTestId, onCancel, submitLabel, pending, submitTestId }: Props) {
  const { t } = useTranslation('salonProfile');
  return (
    <>
      {error && (
        <Alert color="red" data-testid={errorTestId}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
