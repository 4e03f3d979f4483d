import { Text, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { BasketMaster } from '../api/types';
import classes from './Checkout.module.css';

interface Props {
  /** null: "any master". */
  master: BasketMaster | null;
  label: string;
  hint?: string | null;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}

/** 'Ayşe Nur Yılmaz' → 'AN': what stands in for a master without a photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr'))
    .join('');

/** One choice of the master step: photo (or initials), name and position. */
export function MasterOption({ master, label, hint, selected, disabled, onSelect }: Props) {
  return (
    <UnstyledButton
      className={classes.masterOption}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
      data-testid={`master-option-${master ? master.id : 'any'}`}
    >
      <span className={classes.avatar} aria-hidden>
        {master?.photo ? <img src={master.photo.url} alt="" loading="lazy" /> : master ? initials(master.full_name) : <IconUsers size={26} />}
      </span>
      <Text fw={600} size="sm" lineClamp={2}>
        {label}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {hint}
        </Text>
      )}
    </UnstyledButton>
  );
}
