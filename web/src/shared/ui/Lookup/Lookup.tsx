import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { loadedLookup, preloadLookup } from './loadLookup';
import type { LookupProps } from './types';

/**
 * Async select (spec §5): searches with `fetchOptions` from 3 characters, 250 ms after the last
 * keystroke, shows the hints ("start typing", "type at least N", "no options"), and reports the
 * picked option through `onChange` (null when typing drops the pick).
 *
 * Until its combobox chunk arrives it is a plain text input with the same look; what was typed and
 * the focus carry over.
 */
export function Lookup(props: LookupProps) {
  const [Impl, setImpl] = useState(loadedLookup);
  const [text, setText] = useState(props.value?.text ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const carry = useRef<{ text?: string; focus: boolean }>({ focus: false });
  // Read when the chunk arrives (what the input shows then), not a reason to load it again.
  const valueText = useRef(props.value?.text ?? '');
  valueText.current = props.value?.text ?? '';

  useEffect(() => {
    if (Impl) return;
    let live = true;
    preloadLookup().then(
      (loaded) => {
        if (!live) return;
        const input = inputRef.current;
        const typed = input && input.value !== valueText.current ? input.value : undefined;
        carry.current = { text: typed, focus: !!input && document.activeElement === input };
        setImpl(() => loaded);
      },
      () => {}, // offline or a stale deploy: the plain input still submits free text
    );
    return () => {
      live = false;
    };
  }, [Impl]);

  if (Impl) return <Impl {...props} initialText={carry.current.text} autoFocus={carry.current.focus} />;

  const { label, placeholder, value, onChange, onSearchChange, leftSection, size, className, id, name, error, disabled } = props;
  return (
    <TextInput
      ref={inputRef}
      id={id}
      className={className}
      size={size}
      label={label}
      placeholder={placeholder}
      name={name}
      error={error}
      disabled={disabled}
      leftSection={leftSection}
      autoComplete="off"
      data-testid={props['data-testid']}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onSearchChange?.(next);
        if (value) onChange?.(null);
      }}
    />
  );
}
