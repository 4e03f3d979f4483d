import { InputBase, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/shared/i18n';
import { salonToday } from '@/shared/lib/salonDates';
import { DateField } from '@/shared/ui/dates';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import type { CheckoutFormState } from '../hooks/useCheckoutForm';
import { COMMENT_MAX_LENGTH } from '../lib/form';
import classes from './Checkout.module.css';
import { Step } from './Step';

/** Step 4: name, phone, e-mail, birthday (optional) and a comment for the salon. */
export function PersonalStep({ form }: { form: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { values, errors, set } = form;
  const text = (field: 'full_name' | 'email' | 'comment') => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.currentTarget.value),
    error: errors[field],
  });
  return (
    <Step n={4} id="personal" title={t('steps.personal')}>
      <Stack gap="md">
        <div className={classes.fields}>
          <TextInput label={t('personal.full_name')} withAsterisk autoComplete="name" {...text('full_name')} data-testid="checkout-name" />
          <PhoneInput
            label={t('personal.phone')}
            withAsterisk
            name="phone"
            value={values.phone}
            onChange={(masked) => set('phone', masked)}
            error={errors.phone}
            data-testid="checkout-phone"
          />
          <TextInput label={t('personal.email')} type="email" autoComplete="email" {...text('email')} data-testid="checkout-email" />
          <DateField
            label={t('personal.birthday')}
            description={t('personal.optional')}
            maxDate={salonToday()}
            defaultLevel="decade"
            clearable
            name="birthday"
            value={values.birthday}
            onChange={(day) => set('birthday', day)}
            error={errors.birthday}
            data-testid="checkout-birthday"
          />
        </div>
        {/* InputBase as a textarea: Mantine's Textarea brings an autosize library along. */}
        <InputBase
          component="textarea"
          multiline
          label={t('personal.comment')}
          placeholder={t('personal.comment_placeholder')}
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          {...text('comment')}
          data-testid="checkout-comment"
        />
      </Stack>
    </Step>
  );
}
