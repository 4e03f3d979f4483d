import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { capitalize, weekdayNames } from '@/shared/lib/format';
import { timeOptions } from '../../lib/hours';
import type { SettingsForm } from '../../lib/settingsForm';

interface Props {
  control: Control<SettingsForm>;
  errors: FieldErrors<SettingsForm>;
}

/** One row per weekday: an enable switch and the opening and closing times on the slicing grid. */
export function WorkingHoursField({ control, errors }: Props) {
  const { t } = useTranslation('salonProfile');
  const locale = useLocale();
  const names = weekdayNames(locale, 'long').map((name) => capitalize(name, locale));
  const days = useWatch({ control, name: 'working_hours' });
  const step = Number(useWatch({ control, name: 'time_slicing' })) || 15;
  return (
    <Stack gap="xs" data-testid="working-hours">
      {days.map((day, i) => {
        const dayErrors = errors.working_hours?.[i];
        return (
          <Group key={day.weekday} gap="sm" align="flex-start" wrap="wrap" data-testid={`day-${day.weekday}`}>
            <Controller
              control={control}
              name={`working_hours.${i}.enabled`}
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  label={names[day.weekday]}
                  w={150}
                  mt={8}
                  data-testid={`day-${day.weekday}-enabled`}
                />
              )}
            />
            {day.enabled ? (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {(['open', 'close'] as const).map((end) => (
                  <Controller
                    key={end}
                    control={control}
                    name={`working_hours.${i}.${end}`}
                    render={({ field }) => (
                      <Select
                        aria-label={`${names[day.weekday]}: ${t(`settings.${end}`)}`}
                        placeholder={t(`settings.${end}`)}
                        data={timeOptions(step, end === 'close', field.value)}
                        value={field.value || null}
                        onChange={(v) => field.onChange(v ?? '')}
                        searchable
                        allowDeselect={false}
                        w={{ base: 104, sm: 116 }}
                        comboboxProps={{ withinPortal: true }}
                        error={dayErrors?.[end]?.message}
                        data-testid={`day-${day.weekday}-${end}`}
                      />
                    )}
                  />
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed" mt={8}>
                {t('settings.closed')}
              </Text>
            )}
          </Group>
        );
      })}
      {errors.working_hours?.root?.message || errors.working_hours?.message ? (
        <Text size="sm" c="red" data-testid="working-hours-error">
          {errors.working_hours?.root?.message ?? errors.working_hours?.message}
        </Text>
      ) : null}
    </Stack>
  );
}
