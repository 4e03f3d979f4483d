import { CloseButton, Combobox, TextInput, useCombobox } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { LookupDropdown } from './LookupDropdown';
import { LOOKUP_DEBOUNCE_MS, LOOKUP_MIN_CHARS, type LookupOption, type LookupProps } from './types';
import { useLookupSearch } from './useLookupSearch';

export interface LookupComboboxProps extends LookupProps {
  /** Text typed into the placeholder input before this part loaded (searched at once). */
  initialText?: string;
  autoFocus?: boolean;
}

/**
 * Async select (spec §5): searches with `fetchOptions` after `minChars` characters and a debounce,
 * shows the hints, and reports the picked option. Typing after a pick drops the pick (onChange(null)).
 */
export function LookupCombobox({
  label,
  placeholder,
  fetchOptions,
  value = null,
  onChange,
  onSearchChange,
  idleOptions = [],
  idleLabel,
  minChars = LOOKUP_MIN_CHARS,
  debounceMs = LOOKUP_DEBOUNCE_MS,
  leftSection,
  size,
  className,
  id,
  name,
  error,
  disabled,
  'data-testid': testId,
  initialText,
  autoFocus,
}: LookupComboboxProps) {
  const { t } = useTranslation('common');
  const inputId = useId(id);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(initialText ?? value?.text ?? '');
  // The term searched for: what the user typed (a pick only fills the input).
  const [typed, setTyped] = useState(initialText ?? '');
  const search = useLookupSearch(typed, fetchOptions, minChars, debounceMs);

  // Follow a value the parent sets (or resets); ignore the changes this component reported itself.
  const reportedId = useRef<string | null>(value?.id ?? null);
  const valueId = value?.id ?? null;
  // Only a change of the picked id matters here; its text is read then.
  const valueText = useRef(value?.text ?? '');
  valueText.current = value?.text ?? '';
  useEffect(() => {
    if (valueId === reportedId.current) return;
    reportedId.current = valueId;
    setText(valueText.current);
  }, [valueId]);

  const report = (option: LookupOption | null) => {
    reportedId.current = option?.id ?? null;
    onChange?.(option);
  };

  const changeText = (next: string) => {
    setText(next);
    setTyped(next);
    onSearchChange?.(next);
    if (value) report(null);
  };

  const idle = text.trim() === '';
  const shown = idle ? idleOptions : search.options;

  const pick = (optionId: string) => {
    const option = shown.find((o) => o.id === optionId);
    if (!option) return;
    setText(option.text);
    onSearchChange?.(option.text);
    report(option);
    combobox.closeDropdown();
  };

  const clear = () => {
    changeText('');
    combobox.focusTarget();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target autoComplete="off">
        <TextInput
          id={inputId}
          className={className}
          size={size}
          label={label}
          placeholder={placeholder}
          name={name}
          error={error}
          disabled={disabled}
          leftSection={leftSection}
          value={text}
          data-testid={testId}
          autoFocus={autoFocus}
          onChange={(e) => {
            changeText(e.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={
            text && !disabled ? (
              <CloseButton size="sm" aria-label={t('lookup.clear')} onMouseDown={(e) => e.preventDefault()} onClick={clear} />
            ) : null
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <LookupDropdown
          status={search.status}
          options={shown}
          idle={idle}
          groupLabel={idleLabel}
          minChars={minChars}
          labelledBy={`${inputId}-label`}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
