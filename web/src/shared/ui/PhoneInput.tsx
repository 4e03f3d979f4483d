import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useMemo } from 'react';
// The hook and the pattern mask only: the full `imask` entry would bring every mask type.
import 'imask/esm/masked/pattern';
import useIMask from 'react-imask/esm/hook';
import { PHONE_MASK, PHONE_PLACEHOLDER_CHAR } from '@/shared/lib/phone';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Masked value ('+90 555 ___ __ __' while typing). */
  value: string;
  onChange: (masked: string) => void;
}

/** Phone field with the `+90 999 999 99 99` mask (placeholders shown as `_`). */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  const opts = useMemo(() => ({ mask: PHONE_MASK, lazy: false, placeholderChar: PHONE_PLACEHOLDER_CHAR }), []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(opts, { onAccept: (masked: string) => onChange(masked) });
  useEffect(() => {
    const mask = maskRef.current;
    if (mask && value !== mask.value) mask.value = value;
  }, [value, maskRef]);
  return <TextInput ref={ref} type="tel" inputMode="tel" autoComplete="tel" {...rest} />;
}
