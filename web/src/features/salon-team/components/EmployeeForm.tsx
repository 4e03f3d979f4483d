import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { salonToday } from '@/shared/lib/salonDates';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import type { Employee, EmployeeBody, SalonHours, ServiceChoice } from '../api/types';
import { employeeSchema, toBody, toValues, type EmployeeValues } from '../lib/employeeSchema';
import { schedulePath } from '../lib/schedule';
import { PhotoUpload } from './PhotoUpload';
import { ScheduleEditor } from './ScheduleEditor';

const FIELDS = ['full_name', 'email', 'phone', 'birthday', 'position', 'description', 'photo_file_id', 'services', 'salary_type', 'hourly_rate', 'working_type'];


interface Props {
  employee: Employee | null;
  hours: SalonHours[] | undefined;
  step: number;
  services: ServiceChoice[];
  saving: boolean;
  /** Saves; a rejection's messages go under the fields (or above the button). */
  onSave: (body: EmployeeBody) => Promise<unknown>;
}

/** The master's fields (spec §3) with the weekly schedule. */
export function EmployeeForm({ employee, hours, step, services, saving, onSave }: Props) {
  const { t } = useTranslation('salonTeam');
  const errorText = useErrorText();
  const schema = useMemo(() => employeeSchema(errorText, hours), [errorText, hours]);
  const [photoUrl, setPhotoUrl] = useState<string | null>(employee?.photo?.url ?? null);
  const form = useForm<EmployeeValues>({ resolver: zodResolver(schema), defaultValues: toValues(employee, hours) });
  const { register, control, handleSubmit, setError, setValue, watch, formState } = form;
  const errors = formState.errors;
  const salaryType = watch('salary_type');

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(toBody(values));
    } catch (error) {
      // Schedule messages go under their day (`schedule.days.2.end` → the editor's path).
      applyServerErrors(error, (field) => (FIELDS.includes(field) ? field : schedulePath(field)), setError);
    }
  });

  const serviceData = services.map((s) => ({ value: String(s.id), label: `${s.name} · ${s.category}` }));

  return (
    <form onSubmit={submit} noValidate data-testid="master-form">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('form.personal')}
        </Title>
        <PhotoUpload
          url={photoUrl}
          name={watch('full_name') || '?'}
          error={errors.photo_file_id?.message}
          onUploaded={(file) => {
            setPhotoUrl(file.full_url);
            setValue('photo_file_id', file.id, { shouldDirty: true });
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('form.full_name')} withAsterisk error={errors.full_name?.message} {...register('full_name')} data-testid="master-full-name" />
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label={t('form.phone')}
                description={employee?.has_account ? t('form.account_linked') : undefined}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                data-testid="master-phone"
              />
            )}
          />
          <TextInput label={t('form.email')} type="email" error={errors.email?.message} {...register('email')} data-testid="master-email" />
          <TextInput label={t('form.birthday')} type="date" max={salonToday()} error={errors.birthday?.message} {...register('birthday')} data-testid="master-birthday" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('form.phone_hint')}
        </Text>
        <Divider />
        <Title order={2} size="h4">
          {t('form.work')}
        </Title>
        <TextInput label={t('form.position')} placeholder={t('form.position_placeholder')} error={errors.position?.message} {...register('position')} data-testid="master-position" />
        <Textarea label={t('form.description')} autosize minRows={3} maxRows={8} error={errors.description?.message} {...register('description')} data-testid="master-description" />
        <Controller
          control={control}
          name="services"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t('form.services')}
              placeholder={t('form.services_placeholder')}
              nothingFoundMessage={t('form.services_empty')}
              data={serviceData}
              value={field.value.map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
              searchable
              clearable
              error={fieldState.error?.message}
              data-testid="master-services"
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="salary_type"
            render={({ field, fieldState }) => (
              <Radio.Group label={t('form.salary_type')} withAsterisk value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
                <Group gap="lg" mt={6}>
                  <Radio value="fixed" label={t('salary_type.fixed')} data-testid="salary-fixed" />
                  <Radio value="hourly" label={t('salary_type.hourly')} data-testid="salary-hourly" />
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="working_type"
            render={({ field, fieldState }) => (
              <Radio.Group label={t('form.working_type')} withAsterisk value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
                <Group gap="lg" mt={6}>
                  <Radio value="full_time" label={t('working_type.full_time')} data-testid="working-full" />
                  <Radio value="part_time" label={t('working_type.part_time')} data-testid="working-part" />
                </Group>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
        {salaryType === 'hourly' && (
          <Controller
            control={control}
            name="hourly_rate"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('form.hourly_rate')}
                withAsterisk
                min={0}
                decimalScale={2}
                decimalSeparator=","
                thousandSeparator="."
                value={field.value}
                onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
                error={fieldState.error?.message}
                maw={240}
                data-testid="master-hourly-rate"
              />
            )}
          />
        )}
        <Divider />
        <Controller
          control={control}
          name="schedule"
          render={({ field }) => (
            <ScheduleEditor value={field.value} onChange={field.onChange} hours={hours} step={step} errors={errors.schedule as never} datedCount={watch('dated').length} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={saving} data-testid="master-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
