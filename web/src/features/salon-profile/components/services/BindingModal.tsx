import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/shared/api/serverErrors';
import { useErrorText } from '@/shared/hooks/useErrorText';
import { useLocale } from '@/shared/hooks/useLocale';
import { useTranslation } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { showSnack } from '@/shared/ui/snack';
import type { CatalogueService, MasterChoice } from '../../api/types';
import { useSaveBinding } from '../../api/useSaveBinding';
import { bindingSchema, toBindingBody, toBindingForm, type BindingForm } from '../../lib/bindingForm';
import { numberOrNull, toKurus } from '../../lib/money';
import { DurationInput } from './DurationInput';
import { OptionsEditor } from './OptionsEditor';
import { PriceInput } from './PriceInput';
import { ModalActions } from './ModalActions';

const KNOWN = /^(price|discount_percent|duration_min|description|master_ids|(subservices|addons)\.\d+\.(name_tr|name_en|name_ru|price|duration_min))$/;

interface Props {
  service: CatalogueService;
  masters: MasterChoice[];
  onClose: () => void;
}

/** Bind a catalogue service to the salon, or edit how it is sold. */
export function BindingModal({ service, masters, onClose }: Props) {
  const { t } = useTranslation('salonProfile');
  const locale = useLocale();
  const errorText = useErrorText();
  const phone = useMediaQuery('(max-width: 39.99em)');
  const schema = useMemo(() => bindingSchema(errorText), [errorText]);
  const form = useForm<BindingForm>({ resolver: zodResolver(schema), defaultValues: toBindingForm(service.binding ?? null, service.default_duration_min) });
  const { control, register, handleSubmit, setError, formState, watch } = form;
  const errors = formState.errors;
  const save = useSaveBinding();
  const editing = service.binding != null;

  const price = numberOrNull(watch('price'));
  const discount = numberOrNull(watch('discount_percent')) ?? 0;
  const finalPrice = price != null && discount > 0 && discount <= 100 ? Math.round((toKurus(price) * (100 - discount)) / 100) : null;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: service.binding?.id ?? null, body: toBindingBody(values, editing ? null : service.id) });
      showSnack(t(editing ? 'binding.saved' : 'binding.added', { name: service.name }), 'success');
      onClose();
    } catch (error) {
      applyServerErrors(error, (f) => KNOWN.test(f), setError);
    }
  });

  return (
    <Modal opened onClose={onClose} title={t(editing ? 'binding.edit_title' : 'binding.add_title', { name: service.name })} size="lg" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate data-testid="binding-modal">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Controller
              control={control}
              name="price"
              render={({ field }) => <PriceInput label={t('binding.price')} withAsterisk value={field.value} onChange={field.onChange} error={errors.price?.message} data-testid="binding-price" />}
            />
            <Controller
              control={control}
              name="discount_percent"
              render={({ field }) => (
                <NumberInput label={t('binding.discount')} min={0} max={100} hideControls allowDecimal={false} suffix=" %" value={field.value} onChange={field.onChange} error={errors.discount_percent?.message} data-testid="binding-discount" />
              )}
            />
            <Controller
              control={control}
              name="duration_min"
              render={({ field }) => (
                <DurationInput
                  label={t('binding.duration')}
                  withAsterisk
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.duration_min?.message}
                  data-testid="binding-duration"
                />
              )}
            />
          </SimpleGrid>
          {finalPrice != null && (
            <Text size="sm" c="dimmed" data-testid="binding-final-price">
              {t('binding.final_price', { price: formatMoney(finalPrice, locale) })}
            </Text>
          )}
          <Controller
            control={control}
            name="master_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('binding.masters')}
                placeholder={masters.length ? t('binding.masters_placeholder') : t('binding.masters_none')}
                data={masters.map((m) => ({ value: String(m.id), label: m.position ? `${m.full_name} · ${m.position}` : m.full_name }))}
                value={field.value}
                onChange={field.onChange}
                disabled={masters.length === 0}
                searchable
                clearable
                error={errors.master_ids?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="binding-masters"
              />
            )}
          />
          <Controller
            control={control}
            name="is_multiple"
            render={({ field }) => <Switch label={t('binding.is_multiple')} description={t('binding.is_multiple_hint')} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} data-testid="binding-multiple" />}
          />
          <Textarea label={t('binding.description')} autosize minRows={2} maxRows={6} error={errors.description?.message} {...register('description')} data-testid="binding-description" />
          <OptionsEditor kind="subservices" control={control} register={register} errors={errors} />
          <OptionsEditor kind="addons" control={control} register={register} errors={errors} />
          <ModalActions onCancel={onClose} submitLabel={t('save')} pending={save.isPending} submitTestId="binding-save" />
        </Stack>
      </form>
    </Modal>
  );
}
