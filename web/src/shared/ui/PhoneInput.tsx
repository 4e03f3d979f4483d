import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, SyntheticEvent } from 'react';
import { caretAfter, editPhone, maskPhone, phoneDigits } from '@/shared/lib/phoneMask';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Masked value ('+90 555 ___ __ __' while typing); '' shows the empty mask. */
  value: string;
  onChange: (masked: string) => void;
}

/** Phone field with the `+90 999 999 99 99` mask (placeholders shown as `_`). */
export function PhoneInput({ value, onChange, onFocus, onClick, ...rest }: PhoneInputProps) {
  const shown = maskPhone(phoneDigits(value));

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? 'insertText';
    const edit = editPhone(shown, input.value, input.selectionStart ?? input.value.length, inputType);
    // Set here rather than on the next render, so the caret stays where the edit put it.
    input.value = edit.value;
    input.setSelectionRange(edit.caret, edit.caret);
    if (edit.value !== shown) onChange(edit.value);
  };
  // Focus or a click lands the caret in the prefix or among the placeholders: after the digits.
  const alignCaret = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = caretAfter(phoneDigits(input.value).length);
    const at = input.selectionStart ?? 0;
    if (at === input.selectionEnd && (at < caretAfter(0) || at > end)) input.setSelectionRange(end, end);
  };

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...rest}
      value={shown}
      onChange={change}
      onFocus={(e) => {
        alignCaret(e);
        onFocus?.(e);
      }}
      onClick={(e) => {
        alignCaret(e);
        onClick?.(e);
      }}
    />
  );
}
