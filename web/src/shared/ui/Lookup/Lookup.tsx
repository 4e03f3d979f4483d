import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadedLookup, preloadLookup, type LookupImpl } from './loadLookup';
import type { LookupProps } from './types';

/**
 * Async select (spec §5): searches with `fetchOptions` from 3 characters, 250 ms after the last
 * keystroke, shows the hints ("start typing", "type at least N", "no options"), and reports the
 * picked option through `onChange` (null when typing drops the pick).
 *
 * It starts as a plain text input with the same look, and becomes the combobox when the visitor
 * comes to it (pointer over it, or focus): mounting Mantine's combobox and its floating dropdown
 * cost a phone ~120 ms of its main thread right after the page hydrated, for fields most visitors
 * of a page never touch. Its chunk loads only then too: fetched and evaluated right after the
 * hydration, it was a ~100 ms task of a throttled phone inside the page's blocking time
 * (docs/performance.md, session 43). What was typed meanwhile and the focus carry over.
 */
export function Lookup(props: LookupProps) {
  const [Impl, setImpl] = useState(loadedLookup);
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState(props.value?.text ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const carry = useRef<{ text?: string; focus: boolean }>({ focus: false });
  // Read when the chunk arrives (what the input shows then), not a reason to load it again.
  const valueText = useRef(props.value?.text ?? '');
  valueText.current = props.value?.text ?? '';

  // Reads what the plain input holds and shows the combobox in the same task: a keystroke between
  // the two would be lost.
  const swap = (loaded: LookupImpl) => {
    const input = inputRef.current;
    const typed = input && input.value !== valueText.current ? input.value : undefined;
    carry.current = { text: typed, focus: !!input && document.activeElement === input };
    flushSync(() => setImpl(() => loaded));
  };
  const comeTo = () => {
    if (Impl || wanted) return;
    const loaded = loadedLookup();
    if (loaded) swap(loaded);
    else setWanted(true);
  };

  useEffect(() => {
    if (Impl || !wanted) return;
    let live = true;
    preloadLookup().then(
      (loaded) => {
        if (live) swap(loaded);
      },
      // Offline or a stale deploy: the plain input still submits free text, and the next time the
      // visitor comes to it the chunk is asked for again.
      () => {
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [Impl, wanted]);

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
      onPointerEnter={comeTo}
      onFocus={comeTo}
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
