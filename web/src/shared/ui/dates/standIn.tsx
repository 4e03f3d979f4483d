import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import type { BaseFieldProps } from './fieldProps';

// Issue #16 item 8: Mantine's date and time pickers (locale-aware, Monday first in tr and ru)
// instead of the browser's native fields. @mantine/dates and dayjs do not fit in the home and
// checkout routes under the 150 KB budget: each field renders this plain read-only input, showing
// the value in the reader's format, until it is focused, clicked or opened by a key; then the
// picker's chunk loads and takes its place, opened (docs/performance.md).

const openingKeys = new Set(['Enter', ' ', 'ArrowDown']);

/** The props the stand-in shows as they are. */
function baseOf(props: BaseFieldProps): BaseFieldProps {
  const { label, description, error, placeholder, name, size, withAsterisk, disabled, title, className } = props;
  return { label, 'aria-label': props['aria-label'], description, error, placeholder, name, size, withAsterisk, disabled, title, className, 'data-testid': props['data-testid'] };
}

interface StandInProps {
  shown: string;
  field: BaseFieldProps;
  onActivate: () => void;
  /** Starts loading the picker (on hover: it is likely to be needed). */
  preload: () => void;
}

/** The read-only input shown until the picker is loaded (and while it loads). */
export function StandIn({ shown, field, onActivate, preload }: StandInProps) {
  return (
    <TextInput
      {...baseOf(field)}
      readOnly
      value={shown}
      onPointerEnter={preload}
      onFocus={onActivate}
      onClick={onActivate}
      onKeyDown={(e: KeyboardEvent) => {
        if (openingKeys.has(e.key)) {
          e.preventDefault();
          onActivate();
        }
      }}
    />
  );
}

/** Focusing, clicking or an opening key loads the picker, which opens as it takes the stand-in's place. */
export function useActivation() {
  const [active, setActive] = useState(false);
  return { active, activate: () => setActive(true) };
}
