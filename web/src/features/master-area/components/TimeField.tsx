import { TextInput, type TextInputProps } from '@mantine/core';

interface Props extends Omit<TextInputProps, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  stepMinutes?: number;
}

/** An `HH:mm` input ('' when empty). */
export function TimeField({ value, onChange, stepMinutes = 15, ...rest }: Props) {
  return <TextInput type="time" step={stepMinutes * 60} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...rest} />;
}
