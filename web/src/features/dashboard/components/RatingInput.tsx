import { Input, Rating } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n';

interface Props {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  testId: string;
}

/** A labelled 1–5 star rating; each star is a radio named by its count. */
export function RatingInput({ label, value, onChange, error, testId }: Props) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id }} withAsterisk>
      <Rating
        value={value}
        onChange={onChange}
        size="lg"
        role="radiogroup"
        aria-labelledby={id}
        getSymbolLabel={(n) => t('review.stars', { count: n })}
        data-testid={testId}
      />
    </Input.Wrapper>
  );
}
