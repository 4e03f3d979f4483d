import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/errors';
import { i18n } from '@/shared/i18n';
import { showSnack } from '@/shared/ui/snack';
import { theme } from '@/shared/ui/theme';
import { Lookup } from './Lookup';
import { preloadLookup } from './loadLookup';
import type { LookupOption, LookupProps } from './types';

vi.mock('@/shared/ui/snack', () => ({ showSnack: vi.fn() }));

const kadikoy: LookupOption = { id: 'district-5', text: 'Kadıköy', district_name: 'İstanbul', type: 'district' };
const moda: LookupOption = { id: 'subdistrict-9', text: 'Moda', district_name: 'Kadıköy, İstanbul', type: 'subdistrict' };

/** Advances the fake clock and lets the resolved promises settle inside act(). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(props: Partial<LookupProps> = {}) {
  const fetchOptions = vi.fn<LookupProps['fetchOptions']>(async () => [kadikoy, moda]);
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<LookupOption | null>(null);
    return (
      <Lookup
        label="District"
        fetchOptions={fetchOptions}
        value={value}
        onChange={(o) => {
          onChange(o);
          setValue(o);
        }}
        data-testid="lookup-input"
        {...props}
      />
    );
  }
  render(
    <MantineProvider theme={theme} env="test">
      <Harness />
    </MantineProvider>,
  );
  const input = screen.getByTestId('lookup-input') as HTMLInputElement;
  act(() => input.focus());
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const hint = () => screen.getByTestId('lookup-hint').textContent;
  const options = () => screen.queryAllByTestId('lookup-option');
  return { input, fetchOptions, onChange, type, hint, options };
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.mocked(showSnack).mockClear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

// Runs first: the combobox chunk is not loaded yet in this file.
describe('Lookup before its combobox chunk has loaded', () => {
  it('is a plain input whose text and focus carry over, and then searches', async () => {
    const { input, type, fetchOptions, options } = setup();
    type('kad');
    await vi.waitFor(() => expect(screen.getByTestId('lookup-input')).not.toBe(input));
    const loaded = screen.getByTestId('lookup-input') as HTMLInputElement;
    expect(loaded.value).toBe('kad');
    expect(loaded).toHaveFocus();
    await advance(250);
    expect(fetchOptions).toHaveBeenCalledWith('kad', expect.any(AbortSignal));
    expect(options()).toHaveLength(2);
  });
});

describe('Lookup', () => {
  beforeAll(async () => {
    await preloadLookup();
  });

  it('asks to start typing when empty, and for 3 characters when shorter', async () => {
    const { type, hint, fetchOptions } = setup();
    expect(screen.getByLabelText('District')).toBeInTheDocument();
    expect(hint()).toBe('Start typing');
    type('ka');
    expect(hint()).toBe('Type at least 3 characters');
    await advance(1000);
    expect(fetchOptions).not.toHaveBeenCalled();
    type('  ka ');
    await advance(1000);
    expect(fetchOptions).not.toHaveBeenCalled();
  });

  it('interpolates the minimum and follows the language', async () => {
    const { type, hint } = setup({ minChars: 5 });
    type('kad');
    expect(hint()).toBe('Type at least 5 characters');
    await act(() => i18n.changeLanguage('ru'));
    expect(hint()).toBe('Введите минимум 5 символов');
  });

  it('searches 250 ms after the last keystroke, once, with the trimmed term', async () => {
    const { type, fetchOptions, options } = setup();
    type('kad');
    await advance(200);
    type('kadı ');
    await advance(249);
    expect(fetchOptions).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchOptions).toHaveBeenCalledOnce();
    expect(fetchOptions.mock.calls[0]![0]).toBe('kadı');
    expect(options().map((o) => o.textContent)).toEqual(['Kadıköyİstanbul', 'ModaKadıköy, İstanbul']);
    expect(within(options()[1]!).getByText('Kadıköy, İstanbul')).toBeInTheDocument();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('says "No options" when nothing matches', async () => {
    const { type, hint, fetchOptions, options } = setup();
    fetchOptions.mockResolvedValueOnce([]);
    type('zzzz');
    await advance(250);
    expect(options()).toHaveLength(0);
    expect(hint()).toBe('No options');
  });

  it('shows an error snack and empties the options when the search fails', async () => {
    const { type, hint, fetchOptions, options } = setup();
    type('kad');
    await advance(250);
    expect(options()).toHaveLength(2);
    fetchOptions.mockRejectedValueOnce(new ApiError(500, { message: 'Search is down' }));
    type('kadık');
    await advance(250);
    expect(options()).toHaveLength(0);
    expect(hint()).toBe('No options');
    await vi.waitFor(() => expect(showSnack).toHaveBeenCalledWith('Search is down', 'error'));
  });

  it('drops the answer of an older term', async () => {
    const { type, fetchOptions, options } = setup();
    let resolveOld: (o: LookupOption[]) => void = () => {};
    fetchOptions.mockImplementationOnce(() => new Promise((r) => (resolveOld = r)));
    fetchOptions.mockResolvedValueOnce([moda]);
    type('kad');
    await advance(250);
    type('mod');
    await advance(250);
    await act(async () => resolveOld([kadikoy]));
    expect(options().map((o) => o.textContent)).toEqual(['ModaKadıköy, İstanbul']);
  });

  it('picks with the keyboard, and typing again drops the pick', async () => {
    const { input, type, onChange } = setup();
    type('kad');
    await advance(250);
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(moda);
    expect(input.value).toBe('Moda');
    type('Mod');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('picks with a click and clears with the clear button', async () => {
    const { input, type, onChange } = setup();
    type('kad');
    await advance(250);
    fireEvent.click(screen.getByText('Kadıköy'));
    expect(onChange).toHaveBeenLastCalledWith(kadikoy);
    expect(input.value).toBe('Kadıköy');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
  });

  it('offers the idle options under their heading while empty', async () => {
    const { type, options, onChange } = setup({ idleOptions: [moda], idleLabel: 'Recent' });
    expect(screen.getByText('Recent')).toBeInTheDocument();
    expect(options().map((o) => o.textContent)).toEqual(['ModaKadıköy, İstanbul']);
    fireEvent.click(screen.getByText('Moda'));
    expect(onChange).toHaveBeenLastCalledWith(moda);
    type('');
    type('ka');
    expect(options()).toHaveLength(0);
  });

  it('stays a plain input until the visitor comes to it', async () => {
    // As on a page the server rendered: the combobox chunk not yet loaded when the field mounts
    // (fresh copies of the component and its loader; the file's other tests loaded theirs).
    vi.resetModules();
    const { Lookup } = await import('./Lookup');
    const { loadedLookup, preloadLookup } = await import('./loadLookup');
    render(
      <MantineProvider theme={theme} env="test">
        <Lookup label="District" fetchOptions={async () => []} value={null} onChange={() => {}} data-testid="lookup-input" />
      </MantineProvider>,
    );
    const plain = screen.getByTestId('lookup-input');
    await advance(1000);
    // Not even fetched: its evaluation would fall in the page's load.
    expect(loadedLookup()).toBeNull();
    await act(async () => {
      await preloadLookup();
    });
    expect(screen.getByTestId('lookup-input')).toBe(plain);
    fireEvent.pointerEnter(plain);
    await vi.waitFor(() => expect(screen.getByTestId('lookup-input')).not.toBe(plain));
    expect(screen.getByTestId('lookup-input')).not.toHaveFocus();
  });

  it('asks for the combobox again when its chunk failed to load', async () => {
    vi.resetModules();
    vi.doMock('./LookupCombobox', () => {
      throw new Error('offline');
    });
    const { Lookup } = await import('./Lookup');
    render(
      <MantineProvider theme={theme} env="test">
        <Lookup label="District" fetchOptions={async () => []} value={null} onChange={() => {}} data-testid="lookup-input" />
      </MantineProvider>,
    );
    const plain = screen.getByTestId('lookup-input');
    fireEvent.pointerEnter(plain);
    await advance(1000);
    expect(screen.getByTestId('lookup-input')).toBe(plain);
    // Back online: the next time the visitor comes to the field, it becomes the combobox.
    vi.doUnmock('./LookupCombobox');
    fireEvent.pointerEnter(plain);
    await vi.waitFor(() => expect(screen.getByTestId('lookup-input')).not.toBe(plain));
  });
});
