import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { apiErrorMessage } from '@/shared/api/errorMessage';
import { useTranslation } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import type { Act } from '../api/types';
import { useSendReply } from '../api/useSendReply';
import { ratingFields, REVIEW_TEXT_MAX, reviewSchema, type ReviewForm } from '../lib/reviewSchema';
import { RatingInput } from './RatingInput';

/** Spec §9: default textarea rows. */
const TEXTAREA_ROWS = 5;

/** The review of a completed visit: three ratings and a text. */
export function ReviewModal({ act, onClose }: { act: Act; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(
    () => reviewSchema({ rating: t('review.rating_required'), tooLong: t('review.text_too_long', { max: REVIEW_TEXT_MAX }) }),
    [t],
  );
  const { control, register, handleSubmit, formState } = useForm<ReviewForm>({
    resolver: zodResolver(schema),
    defaultValues: { service_quality: 0, salon_atmosphere: 0, salon_cleanliness: 0, text: '' },
  });
  const send = useSendReply();
  const submit = handleSubmit((body) =>
    send.mutate(
      { id: act.id, body: { ...body, text: body.text || null } },
      {
        onSuccess: () => {
          showSnack(t('review.done'), 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={t('review.title')} centered data-testid="review-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {ratingFields.map((field) => (
            <Controller
              key={field}
              name={field}
              control={control}
              render={({ field: f, fieldState }) => (
                <RatingInput
                  label={t(`review.${field}`)}
                  value={f.value}
                  onChange={f.onChange}
                  error={fieldState.error?.message}
                  testId={`review-${field}`}
                />
              )}
            />
          ))}
          <Textarea
            label={t('review.text')}
            placeholder={t('review.text_placeholder')}
            rows={TEXTAREA_ROWS}
            error={formState.errors.text?.message}
            {...register('text')}
            data-testid="review-text"
          />
          {send.error ? (
            <Alert color="red" data-testid="review-error">
              {apiErrorMessage(send.error)}
            </Alert>
          ) : null}
          <Button type="submit" radius="xl" loading={send.isPending} data-testid="review-submit">
            {t('review.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
