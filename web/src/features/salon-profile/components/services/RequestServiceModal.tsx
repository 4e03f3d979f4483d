import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useTranslation } from '@/shared/i18n';
import { Lookup } from '@/shared/ui/Lookup';
import { showSnack } from '@/shared/ui/snack';
import { searchCategories } from '../../api/lookups';
import { useRequestService } from '../../api/useRequestService';
import { emptyRequest, requestSchema, toRequestBody, type RequestForm } from '../../lib/requestForm';
import { DurationInput } from './DurationInput';
import { ModalActions } from './ModalActions';
import { PriceInput } from './PriceInput';

const KNOWN = /^(name_tr|name_en|name_ru|description|default_duration_min|price)$/;

/** Spec §4: a service the catalogue lacks goes to the moderators; the salon follows its state. */
export function RequestServiceModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('salonProfile');
  const errorText = useErrorText();
  const phone = useMediaQuery('(max-width: 39.99em)');
  const schema = useMemo(() => requestSchema(errorText), [errorText]);
  const form = useForm<RequestForm>({ resolver: zodResolver(schema), defaultValues: emptyRequest() });
  const { control, register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const request = useRequestService();

  const submit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(toRequestBody(values));
      showSnack(t('request.sent'), 'success');
      onClose();
    } catch (error) {
      // category_id is the lookup's field.
      applyServerErrors<RequestForm>(error, (f) => (f === 'category_id' ? 'category' : KNOWN.test(f)), setError);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('request.title')} size="lg" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate data-testid="request-modal">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('request.intro')}
          </Text>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Lookup
                label={t('request.category')}
                placeholder={t('settings.main_categories_placeholder')}
                fetchOptions={searchCategories}
                value={field.value ? { id: String(field.value.id), text: field.value.name } : null}
                onChange={(o) => field.onChange(o ? { id: Number(o.id), name: o.text } : null)}
                error={errors.category?.message}
                data-testid="request-category"
              />
            )}
          />
          <TextInput label={t('request.name_tr')} withAsterisk error={errors.name_tr?.message} {...register('name_tr')} data-testid="request-name-tr" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={t('request.name_en')} error={errors.name_en?.message} {...register('name_en')} data-testid="request-name-en" />
            <TextInput label={t('request.name_ru')} error={errors.name_ru?.message} {...register('name_ru')} data-testid="request-name-ru" />
          </SimpleGrid>
          <Textarea label={t('request.description')} autosize minRows={3} maxRows={8} error={errors.description?.message} {...register('description')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Controller
              control={control}
              name="default_duration_min"
              render={({ field }) => (
                <DurationInput
                  label={t('request.duration')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.default_duration_min?.message}
                  data-testid="request-duration"
                />
              )}
            />
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <PriceInput
                  label={t('request.price')}
                  description={t('request.price_hint')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.price?.message}
                  data-testid="request-price"
                />
              )}
            />
          </SimpleGrid>
          <ModalActions onCancel={onClose} submitLabel={t('request.send')} pending={request.isPending} submitTestId="request-send" />
        </Stack>
      </form>
    </Modal>
  );
}
