import { SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import type { NamesForm } from '../lib/forms';

/** The service's name in the three languages (Turkish required). */
export function NamesFields<T extends NamesForm>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<NamesForm> }) {
  const { t } = useTranslation('adminModeration');
  const reg = register as unknown as UseFormRegister<NamesForm>;
  return (
    <>
      <TextInput label={t('form.name_tr')} withAsterisk error={errors.name_tr?.message} {...reg('name_tr')} data-testid="moderation-name-tr" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t('form.name_en')} error={errors.name_en?.message} {...reg('name_en')} data-testid="moderation-name-en" />
        <TextInput label={t('form.name_ru')} error={errors.name_ru?.message} {...reg('name_ru')} data-testid="moderation-name-ru" />
      </SimpleGrid>
    </>
  );
}
