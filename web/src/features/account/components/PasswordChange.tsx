import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import { changePassword, sendPasswordCode } from '../api/security';
import { passwordSchema, type PasswordForm } from '../lib/schemas';

const fields = ['code', 'password', 'password_confirmation'] as const;
const empty: PasswordForm = { code: '', password: '', password_confirmation: '' };

/** Password change: an SMS code to the user's phone, then the code and the new password twice. */
export function PasswordChange({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const schema = useMemo(() => passwordSchema(errorText), [errorText]);
  const [codeSent, setCodeSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordForm>({ resolver: zodResolver(schema), defaultValues: empty });
  const { register, handleSubmit, setError, formState } = form;

  const send = useMutation({
    mutationFn: sendPasswordCode,
    meta: { silent: true },
    onSuccess: () => {
      setFormError(null);
      setCodeSent(true);
    },
    onError: (error) => setFormError(apiErrorMessage(error)),
  });
  const change = useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    onSuccess: () => {
      form.reset(empty);
      setCodeSent(false);
      showSnack(t('password.changed'), 'success');
    },
    onError: (error) => applyServerErrors(error, fields, setError),
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    change.mutate(values);
  });

  return (
    <Stack gap="md" data-testid="password-change">
      <Text size="sm" c="dimmed">
        {hasPassword ? t('password.hint_change') : t('password.hint_set')}
      </Text>
      {!codeSent ? (
        <Group>
          <Button variant="light" radius="xl" loading={send.isPending} onClick={() => send.mutate()} data-testid="password-send-code">
            {t('password.send_code')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('password.code_sent')}</Text>
            <TextInput
              label={t('password.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              error={formState.errors.code?.message}
              {...register('code')}
              data-testid="password-code"
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              error={formState.errors.password?.message}
              {...register('password')}
              data-testid="password-new"
            />
            <PasswordInput
              label={t('password.repeat')}
              autoComplete="new-password"
              error={formState.errors.password_confirmation?.message}
              {...register('password_confirmation')}
              data-testid="password-repeat"
            />
            <Group justify="space-between">
              <Button variant="subtle" radius="xl" onClick={() => send.mutate()} loading={send.isPending} data-testid="password-resend">
                {t('password.resend')}
              </Button>
              <Button type="submit" radius="xl" loading={change.isPending} data-testid="password-save">
                {t('password.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {formError && (
        <Alert color="red" data-testid="password-error">
          {formError}
        </Alert>
      )}
    </Stack>
  );
}
