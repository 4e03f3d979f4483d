import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { i18n } from '@/shared/i18n';
import type { DialogOptions } from './dialogs';
import { requestOverlays } from './overlayHost';

// Its own module, away from `dialogs`: the public pages that confirm (checkout) need no text input.
export interface TypedConfirmOptions extends Omit<DialogOptions, 'cancelLabel'> {
  /** What the user has to type to enable the confirm button (a name, the last 4 digits of a phone). */
  expected: string;
  /** The input's label, e.g. "Type the name to confirm". */
  inputLabel: string;
}

/**
 * Confirmation by typing (spec §5: deleting a user needs the last 4 digits of the phone; deleting
 * a section, service, category or tag needs its name): the confirm button stays disabled until the
 * typed text matches `expected` (ignoring case and surrounding spaces). Resolves true on confirm.
 */
export async function typedConfirm(opts: TypedConfirmOptions): Promise<boolean> {
  await requestOverlays();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (settled) return;
      settled = true;
      modals.closeAll();
      resolve(value);
    };
    modals.open({
      title: opts.title,
      centered: true,
      onClose: () => settle(false),
      children: <TypedConfirmBody opts={opts} onDone={settle} />,
    });
  });
}

function TypedConfirmBody({ opts, onDone }: { opts: TypedConfirmOptions; onDone: (value: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLocaleLowerCase() === opts.expected.trim().toLocaleLowerCase();
  return (
    <Stack gap="md">
      <Text size="sm">{opts.message}</Text>
      <TextInput
        label={opts.inputLabel}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-autofocus
        data-testid="typed-confirm-input"
        autoComplete="off"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(false)} data-testid="confirm-no">
          {i18n.t('common:actions.cancel')}
        </Button>
        <Button color={opts.danger === false ? undefined : 'red'} disabled={!matches} onClick={() => onDone(true)} data-testid="confirm-yes">
          {opts.confirmLabel ?? i18n.t('common:actions.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
