import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createAppQueryClient } from '@/shared/providers';
import { alert, confirm } from './dialogs';
import { showSnack } from './snack';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function renderProviders() {
  return render(
    <AppProviders queryClient={createAppQueryClient(() => {})}>
      <div />
    </AppProviders>,
  );
}

describe('snacks', () => {
  it('close by themselves after their duration', async () => {
    renderProviders();
    showSnack('Bye soon', 'info', 300);
    expect(await screen.findByText('Bye soon')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bye soon')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('pause while hovered and resume with the remaining time', async () => {
    renderProviders();
    showSnack('Hover me', 'error', 600);
    const text = await screen.findByText('Hover me');
    const root = text.closest('.mantine-Notification-root') as HTMLElement;
    expect(root).not.toBeNull();
    await sleep(300);
    fireEvent.mouseEnter(root);
    await sleep(900);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(root);
    // ~300 ms were left: it goes well before a full 600 ms restart would matter.
    await waitFor(() => expect(screen.queryByText('Hover me')).not.toBeInTheDocument(), { timeout: 3000 });
  });
});

describe('dialogs', () => {
  it('confirm resolves true on confirm and false on cancel', async () => {
    renderProviders();
    const yes = confirm({ message: 'Delete it?', confirmLabel: 'Yes', cancelLabel: 'No' });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(yes).resolves.toBe(true);

    const no = confirm({ message: 'Really?', confirmLabel: 'Yes', cancelLabel: 'No' });
    await screen.findByText('Really?');
    fireEvent.click(screen.getAllByRole('button', { name: 'No' }).at(-1)!);
    await expect(no).resolves.toBe(false);
  });

  it('alert resolves true on OK', async () => {
    renderProviders();
    const ok = alert({ message: 'Saved', confirmLabel: 'Fine' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fine' }));
    await expect(ok).resolves.toBe(true);
  });
});
