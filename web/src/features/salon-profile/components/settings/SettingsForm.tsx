import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import { useSaveSettings } from '../../api/useSaveSettings';
import type { SalonSettings } from '../../api/types';
import { settingsSchema, toSettingsBody, toSettingsForm, type SettingsForm as Values } from '../../lib/settingsForm';
import { AboutField } from './AboutField';
import { DaysOffField } from './DaysOffField';
import { MainCategoriesField } from './MainCategoriesField';
import { Section } from './Section';
import { WorkingHoursField } from './WorkingHoursField';

const KNOWN = /^(main_categories|about\.(tr|en|ru)|working_hours(\.\d+\.(open|close))?|days_off(\.\d+)?|amenities|time_slicing|confirm_changes)$/;

/** The settings sections of spec §2 and the confirm-changes checkbox with Save. */
export function SettingsForm({ data, today }: { data: SalonSettings; today: string }) {
  const { t } = useTranslation('salonProfile');
  const errorText = useErrorText();
  const schema = useMemo(() => settingsSchema(errorText), [errorText]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toSettingsForm(data) });
  const { control, register, handleSubmit, setError, formState, watch, reset } = form;
  const errors = formState.errors;
  const save = useSaveSettings();
  const holidays = useMemo(() => Object.fromEntries(data.days_off.filter((d) => d.kind === 'holiday').map((d) => [d.date, d.note ?? null])), [data.days_off]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toSettingsBody(values));
      reset(toSettingsForm(saved.settings));
      showSnack(saved.message, 'success');
    } catch (error) {
      applyServerErrors(error, (f) => KNOWN.test(f), setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="settings-form">
      <Stack gap="md">
        <Section title={t('settings.main_categories')} hint={t('settings.main_categories_hint', { max: 3 })} testId="section-main">
          <Controller control={control} name="main_categories" render={({ field }) => <MainCategoriesField value={field.value} onChange={field.onChange} error={errors.main_categories?.message} />} />
        </Section>
        <Section title={t('settings.about')} testId="section-about">
          <AboutField register={register} errors={{ tr: errors.about?.tr?.message, en: errors.about?.en?.message, ru: errors.about?.ru?.message }} />
        </Section>
        <Section title={t('settings.working_hours')} hint={t('settings.working_hours_hint')} testId="section-hours">
          <WorkingHoursField control={control} errors={errors} />
        </Section>
        <Section title={t('settings.days_off')} hint={t('settings.days_off_hint')} testId="section-days-off">
          <Controller
            control={control}
            name="days_off"
            render={({ field }) => <DaysOffField value={field.value} onChange={field.onChange} holidays={holidays} today={today} errors={(errors.days_off as { message?: string }[] | undefined)?.map?.((e) => e?.message)} />}
          />
        </Section>
        <Section title={t('settings.amenities')} testId="section-amenities">
          <Controller
            control={control}
            name="amenities"
            render={({ field }) => (
              <Checkbox.Group value={field.value} onChange={field.onChange} error={errors.amenities?.message}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {data.amenity_options.map((key) => (
                    <Checkbox key={key} value={key} label={t(`amenities.${key}` as 'amenities.wifi')} data-testid={`amenity-${key}`} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
        </Section>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Section title={t('settings.time_slicing')} hint={t('settings.time_slicing_hint')} testId="section-slicing">
            <Controller
              control={control}
              name="time_slicing"
              render={({ field }) => (
                <SegmentedControl
                  value={field.value}
                  onChange={field.onChange}
                  data={data.time_slicing_options.map((m) => ({ value: String(m), label: t('settings.minutes', { value: m }) }))}
                  data-testid="time-slicing"
                />
              )}
            />
            {errors.time_slicing?.message && (
              <Text size="sm" c="red">
                {errors.time_slicing.message}
              </Text>
            )}
          </Section>
          <Section title={t('settings.confirmation')} testId="section-confirmation">
            <Controller
              control={control}
              name="confirmation"
              render={({ field }) => (
                <Radio.Group value={field.value} onChange={(v) => field.onChange(v as Values['confirmation'])}>
                  <Stack gap="xs">
                    <Radio value="auto" label={t('settings.confirmation_auto')} data-testid="confirmation-auto" />
                    <Radio value="manual" label={t('settings.confirmation_manual')} data-testid="confirmation-manual" />
                  </Stack>
                </Radio.Group>
              )}
            />
          </Section>
        </SimpleGrid>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Checkbox label={t('confirm_changes')} {...register('confirm_changes')} error={errors.confirm_changes?.message} data-testid="confirm-changes" />
          <Button type="submit" radius="xl" loading={save.isPending} disabled={!watch('confirm_changes')} data-testid="settings-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
