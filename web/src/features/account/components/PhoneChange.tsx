import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage, fieldErrors } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { isPhoneComplete, toMaskedPhone } from '@/shared/lib/phone';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { requestPhoneUpdate } from '../api/security';

/**
 * Phone change, step 1 (spec §4): the new number → a confirmation link e-mailed to the account's
 * address. The link opens /update-phone, where an SMS code to the new number completes it.
 */
export function PhoneChange({ current, email }: { current: string | null; email: string | null }) {
  const { t } = useTranslation('account');
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: () => requestPhoneUpdate(phone),
    meta: { silent: true },
    onMutate: () => {
      setError(null);
      setFieldError(null);
    },
    onError: (e) => {
      const byField = fieldErrors(e);
      if (byField.phone) setFieldError(byField.phone);
      else setError(apiErrorMessage(e));
    },
  });
  return (
    <Stack gap="md" data-testid="phone-change">
      <Text size="sm">
        {t('phone.current')}: <b data-testid="current-phone">{toMaskedPhone(current) || '—'}</b>
      </Text>
      <Text size="sm" c="dimmed">
        {t('phone.hint')}
      </Text>
      {request.isSuccess ? (
        <Alert color="teal" data-testid="phone-link-sent">
          {t('phone.link_sent', { email: email ?? '' })}
        </Alert>
      ) : (
        <>
          <PhoneInput label={t('phone.new')} value={phone} onChange={setPhone} error={fieldError} data-testid="new-phone" />
          <Group>
            <Button radius="xl" variant="light" disabled={!isPhoneComplete(phone)} loading={request.isPending} onClick={() => request.mutate()} data-testid="phone-submit">
              {t('phone.submit')}
            </Button>
          </Group>
        </>
      )}
      {error && (
        <Alert color="red" data-testid="phone-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
