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
  /** `open`: the user pointed or pressed an opening key; `focus`: they tabbed onto the field. */
  onActivate: (how: Activation) => void;
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
      // A pointer's press comes before the focus it gives, so a click opens the picker while a
      // Tab only puts the picker's focus where the stand-in's was (no dropdown, no focus trap).
      onPointerDown={() => onActivate('open')}
      onFocus={() => onActivate('focus')}
      onClick={() => onActivate('open')}
      onKeyDown={(e: KeyboardEvent) => {
        if (openingKeys.has(e.key)) {
          e.preventDefault();
          onActivate('open');
        }
      }}
    />
  );
}

export type Activation = 'focus' | 'open';

/** Focusing, clicking or an opening key loads the picker, which takes the stand-in's place (focused, and open unless only tabbed to). */
export function useActivation() {
  const [how, setHow] = useState<Activation | null>(null);
  return { active: how !== null, open: how === 'open', activate: (next: Activation) => setHow((was) => (was === 'open' ? was : next)) };
}
