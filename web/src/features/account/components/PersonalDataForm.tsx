import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { accountQueryKey } from '@/shared/auth';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { salonToday } from '@/shared/lib/salonDates';
import { showSnack } from '@/shared/ui/snack';
import { personalQueryKey, updatePersonalData, type PersonalData } from '../api/personal';
import { personalSchema, type PersonalForm } from '../lib/schemas';
import { PhotoField } from './PhotoField';

const fields = ['full_name', 'email', 'gender', 'birthday', 'photo_file_id'] as const;

function toForm(data: PersonalData): PersonalForm {
  return {
    full_name: data.full_name,
    email: data.email ?? '',
    gender: data.gender === 'male' || data.gender === 'female' ? data.gender : '',
    birthday: data.birthday ?? '',
    photo_file_id: data.photo?.id ?? null,
  };
}


/** Name, e-mail, gender, birthday and photo (client and master cabinets). */
export function PersonalDataForm({ data }: { data: PersonalData }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const schema = useMemo(() => personalSchema(errorText), [errorText]);
  const [photoUrl, setPhotoUrl] = useState(data.photo?.full_url ?? null);
  const form = useForm<PersonalForm>({ resolver: zodResolver(schema), defaultValues: toForm(data) });
  const { register, control, handleSubmit, setError, setValue, formState } = form;

  const save = useMutation({
    mutationFn: (values: PersonalForm) =>
      updatePersonalData({
        full_name: values.full_name,
        email: values.email || null,
        gender: values.gender || null,
        birthday: values.birthday || null,
        photo_file_id: values.photo_file_id,
      }),
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(personalQueryKey, saved);
      form.reset(toForm(saved));
      // The header shows the name.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      showSnack(t('personal.saved'), 'success');
    },
    onError: (error) => applyServerErrors(error, fields, setError),
  });

  const submit = handleSubmit((values) => {
    save.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="personal-form">
      <Stack gap="md">
        <PhotoField
          url={photoUrl}
          name={form.watch('full_name') || data.full_name}
          error={formState.errors.photo_file_id?.message}
          onUploaded={(file) => {
            setPhotoUrl(file.full_url);
            setValue('photo_file_id', file.id, { shouldDirty: true });
          }}
        />
        <TextInput
          label={t('personal.full_name')}
          withAsterisk
          autoComplete="name"
          error={formState.errors.full_name?.message}
          {...register('full_name')}
          data-testid="full-name"
        />
        <TextInput
          label={t('personal.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
          data-testid="email"
        />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <Radio.Group label={t('personal.gender')} value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
              <Group gap="lg" mt={6}>
                <Radio value="female" label={t('personal.female')} data-testid="gender-female" />
                <Radio value="male" label={t('personal.male')} data-testid="gender-male" />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t('personal.birthday')}
          type="date"
          max={salonToday()}
          error={formState.errors.birthday?.message}
          {...register('birthday')}
          data-testid="birthday"
        />
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={save.isPending} data-testid="personal-save">
            {t('personal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
