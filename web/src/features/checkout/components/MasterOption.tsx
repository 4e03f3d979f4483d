import { Avatar, Text, UnstyledButton } from '@mantine/core';
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
      {master ? (
        <Avatar src={master.photo?.url} name={master.full_name} color="initials" size={56} radius="xl" alt="" />
      ) : (
        <Avatar size={56} radius="xl" color="plum" alt="">
          <IconUsers size={26} />
        </Avatar>
      )}
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
