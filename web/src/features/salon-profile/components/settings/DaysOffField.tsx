import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatDay } from '@/shared/lib/format';

interface Props {
  /** yyyy-MM-dd, soonest first. */
  value: string[];
  onChange: (next: string[]) => void;
  /** Notes of stored holidays by date (a holiday keeps its note while its date stays). */
  holidays: Record<string, string | null>;
  /** Per-index messages from the server. */
  errors?: (string | undefined)[];
  /** yyyy-MM-dd of the salon's today: earlier days cannot be added. */
  today: string;
}

/** Holidays and days off (spec §2: a list of selected dates): pick a date and add it, remove any. */
export function DaysOffField({ value, onChange, holidays, errors, today }: Props) {
  const { t } = useTranslation('salonProfile');
  const locale = useLocale();
  const [picked, setPicked] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(picked)) {
      setPickError(t('settings.days_off_pick'));
      return;
    }
    if (picked < today) {
      setPickError(t('settings.days_off_past'));
      return;
    }
    setPickError(null);
    if (!value.includes(picked)) onChange([...value, picked].sort());
    setPicked('');
  };

  return (
    <Stack gap="sm" data-testid="days-off">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          type="date"
          label={t('settings.days_off_date')}
          min={today}
          value={picked}
          onChange={(e) => setPicked(e.currentTarget.value)}
          error={pickError}
          style={{ flex: 1, maxWidth: 220 }}
          data-testid="day-off-input"
        />
        <Button variant="light" onClick={add} data-testid="day-off-add">
          {t('settings.days_off_add')}
        </Button>
      </Group>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.days_off_none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="days-off-list">
          {value.map((day, i) => (
            <li key={day}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text size="sm">{formatDay(day, locale, 'weekdayMedium')}</Text>
                  {day in holidays && (
                    <Badge variant="light" color="grape" size="sm">
                      {holidays[day] || t('settings.holiday')}
                    </Badge>
                  )}
                </Group>
                <ActionIcon variant="subtle" color="red" aria-label={t('settings.days_off_remove', { date: formatDay(day, locale, 'weekdayMedium') })} onClick={() => onChange(value.filter((d) => d !== day))} data-testid={`day-off-remove-${day}`}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {errors?.[i] && (
                <Text size="xs" c="red">
                  {errors[i]}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
