import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface Props {
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (phone: string) => Promise<unknown>;
  'data-testid'?: string;
}

/** One phone and a button (the owner's phone, a new admin); cleared after it went through. */
export function PhoneForm({ label, submitLabel, busy, onSubmit, ...rest }: Props) {
  const [phone, setPhone] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (phone.trim()) void onSubmit(phone.trim()).then(() => setPhone(''), () => undefined);
      }}
      data-testid={rest['data-testid']}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={label} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} placeholder="+90 5XX XXX XX XX" inputMode="tel" style={{ flex: 1 }} />
        <Button type="submit" variant="light" loading={busy} disabled={!phone.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
