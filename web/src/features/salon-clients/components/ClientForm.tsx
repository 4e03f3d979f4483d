import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { toMaskedPhone } from '@/shared/lib/phone';
import { salonToday } from '@/shared/lib/salonDates';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { useSaveClient } from '../api/useSaveClient';
import type { SalonClient } from '../api/types';
import { CLIENT_FORM_FIELDS, clientSchema, emptyClientForm, toClientForm, toClientInput, type ClientForm as Values } from '../lib/clientSchema';
import { ClientPhotoField } from './ClientPhotoField';

interface Props {
  /** The card being edited; none when creating. */
  client?: SalonClient;
  onSaved: (client: SalonClient) => void;
}

/** Personal data of a client card (spec §2): phone and full name required, e-mail, birthday, gender, photo. */
export function ClientForm({ client, onSaved }: Props) {
  const { t } = useTranslation('salonClients');
  const errorText = useErrorText();
  const locale = useLocale();
  const today = salonToday();
  const schema = useMemo(() => clientSchema(errorText, locale, today), [errorText, locale, today]);
  const [photoUrl, setPhotoUrl] = useState(client?.photo?.full_url ?? null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: client ? toClientForm(client, toMaskedPhone) : emptyClientForm });
  const { register, control, handleSubmit, setError, setValue, formState, watch } = form;
  const save = useSaveClient(client?.id ?? null);

  const submit = handleSubmit((values) => {
    save.mutate(toClientInput(values), {
      onSuccess: (saved) => {
        form.reset(toClientForm(saved, toMaskedPhone));
        onSaved(saved);
      },
      onError: (error) => applyServerErrors(error, CLIENT_FORM_FIELDS, setError),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="client-form">
      <Stack gap="md">
        <ClientPhotoField
          url={photoUrl}
          name={watch('full_name') || client?.full_name || ''}
          error={formState.errors.photo_file_id?.message}
          onUploaded={(file) => {
            setPhotoUrl(file.full_url);
            setValue('photo_file_id', file.id, { shouldDirty: true });
          }}
          onRemove={() => {
            setPhotoUrl(null);
            setValue('photo_file_id', null, { shouldDirty: true });
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneInput label={t('form.phone')} withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} data-testid="client-phone" />
            )}
          />
          <TextInput label={t('form.full_name')} withAsterisk autoComplete="off" error={formState.errors.full_name?.message} {...register('full_name')} data-testid="client-full-name" />
          <TextInput label={t('form.email')} type="email" autoComplete="off" error={formState.errors.email?.message} {...register('email')} data-testid="client-email" />
          <TextInput label={t('form.birthday')} type="date" max={today} error={formState.errors.birthday?.message} {...register('birthday')} data-testid="client-birthday" />
        </SimpleGrid>
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <Radio.Group label={t('form.gender')} value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
              <Group gap="lg" mt={6}>
                <Radio value="female" label={t('gender.female')} data-testid="client-gender-female" />
                <Radio value="male" label={t('gender.male')} data-testid="client-gender-male" />
              </Group>
            </Radio.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={save.isPending} data-testid="client-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
