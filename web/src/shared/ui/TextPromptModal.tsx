import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

export interface TextPromptModalProps {
  opened: boolean;
  title: ReactNode;
  label: string;
  /** The text the field starts with (e.g. an answer being edited). */
  initial?: string;
  maxLength: number;
  submitLabel: string;
  cancelLabel: string;
  /** Red submit button for a rejection. */
  danger?: boolean;
  /** Saves the trimmed text; the modal stays open while it runs and closes when it resolves. */
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
  /** A further action beside the buttons (e.g. removing an answer). */
  extra?: ReactNode;
  'data-testid'?: string;
}

/** A modal asking for one required text: a rejection's reason, a salon's answer. */
export function TextPromptModal(props: TextPromptModalProps) {
  const { opened, title, label, initial = '', maxLength, submitLabel, cancelLabel, danger, onSubmit, onClose, extra } = props;
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) setText(initial);
  }, [opened, initial]);
  const trimmed = text.trim();
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch {
      // The mutation's error is shown by the query client; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={props['data-testid']}>
      <Stack gap="md">
        <Textarea
          label={label}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={maxLength}
          autosize
          minRows={3}
          required
          description={`${text.length} / ${maxLength}`}
          data-testid="prompt-text"
          data-autofocus
        />
        <Group justify="space-between">
          <div>{extra}</div>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button color={danger ? 'red' : undefined} onClick={() => void submit()} loading={busy} disabled={trimmed.length === 0} data-testid="prompt-submit">
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
