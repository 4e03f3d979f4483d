import { ActionIcon, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { DURATION_STEP, emptyOption, type BindingForm } from '../../lib/bindingForm';
import { PriceInput } from './PriceInput';

interface Props {
  kind: 'subservices' | 'addons';
  control: Control<BindingForm>;
  register: UseFormRegister<BindingForm>;
  errors: FieldErrors<BindingForm>;
}

/** Subservices (variants) or add-ons of a service: names in three languages, price, extra minutes. */
export function OptionsEditor({ kind, control, register, errors }: Props) {
  const { t } = useTranslation('salonProfile');
  const { fields, append, remove } = useFieldArray({ control, name: kind, keyName: 'key' });
  return (
    <Stack gap="xs" data-testid={`options-${kind}`}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t(`binding.${kind}`)}
        </Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => append(emptyOption())} data-testid={`add-${kind}`}>
          {t('binding.add_option')}
        </Button>
      </Group>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`binding.${kind}_none`)}
        </Text>
      )}
      {fields.map((field, i) => {
        const e = errors[kind]?.[i];
        return (
          <Paper key={field.key} withBorder p="xs" radius="sm" data-testid={`${kind}-${i}`}>
            <Stack gap={6}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput style={{ flex: 1 }} label={t('binding.option_name_tr')} withAsterisk error={e?.name_tr?.message} {...register(`${kind}.${i}.name_tr`)} data-testid={`${kind}-${i}-name_tr`} />
                <ActionIcon variant="subtle" color="red" mt={26} aria-label={t('binding.remove_option')} onClick={() => remove(i)} data-testid={`${kind}-${i}-remove`}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <TextInput label={t('binding.option_name_en')} error={e?.name_en?.message} {...register(`${kind}.${i}.name_en`)} />
                <TextInput label={t('binding.option_name_ru')} error={e?.name_ru?.message} {...register(`${kind}.${i}.name_ru`)} />
                <Controller
                  control={control}
                  name={`${kind}.${i}.price`}
                  render={({ field: f }) => <PriceInput label={t('binding.option_price')} value={f.value} onChange={f.onChange} error={e?.price?.message} data-testid={`${kind}-${i}-price`} />}
                />
                <Controller
                  control={control}
                  name={`${kind}.${i}.duration_min`}
                  render={({ field: f }) => (
                    <NumberInput label={t('binding.option_duration')} min={0} step={DURATION_STEP} allowDecimal={false} value={f.value} onChange={f.onChange} error={e?.duration_min?.message} rightSection={t('binding.min')} data-testid={`${kind}-${i}-duration`} />
                  )}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
