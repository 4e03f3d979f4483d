import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { COMMENT_MAX_LENGTH, type CheckoutForm } from '../lib/form';
import { salonToday } from '../lib/dates';
import { Step } from './Step';

/** Step 4: name, phone, e-mail, birthday (optional) and a comment for the salon. */
export function PersonalStep({ form }: { form: UseFormReturn<CheckoutForm> }) {
  const { t } = useTranslation('checkout');
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <Step n={4} id="personal" title={t('steps.personal')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('personal.full_name')}
            withAsterisk
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name')}
            data-testid="checkout-name"
          />
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label={t('personal.phone')}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={fieldState.error?.message}
                data-testid="checkout-phone"
              />
            )}
          />
          <TextInput
            label={t('personal.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
            data-testid="checkout-email"
          />
          <TextInput
            label={t('personal.birthday')}
            description={t('personal.optional')}
            type="date"
            max={salonToday()}
            error={errors.birthday?.message}
            {...register('birthday')}
            data-testid="checkout-birthday"
          />
        </SimpleGrid>
        <Textarea
          label={t('personal.comment')}
          placeholder={t('personal.comment_placeholder')}
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          error={errors.comment?.message}
          {...register('comment')}
          data-testid="checkout-comment"
        />
      </Stack>
    </Step>
  );
}
