import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, whenLazyPartsMounted } from './lazyPart';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('lazyPart', () => {
  it('holds "interactive" back until a part that started loading is on the page', async () => {
    const code = deferred<{ default: (props: { name: string }) => ReactElement }>();
    const Part = lazyPart(() => code.promise);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="filters" />
      </Suspense>,
    );
    const ready = vi.fn();
    whenLazyPartsMounted(ready);
    expect(ready).not.toHaveBeenCalled();

    await act(async () => code.resolve({ default: ({ name }) => <p>{name}</p> }));
    expect(await screen.findByText('filters')).toBeInTheDocument();
    expect(ready).toHaveBeenCalledTimes(1);

    // Nothing loading: at once.
    const later = vi.fn();
    whenLazyPartsMounted(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a part whose code failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = deferred<{ default: () => ReactElement }>();
    const Part = lazyPart(() => code.promise.then((): Promise<{ default: () => ReactElement }> => Promise.reject(new Error('offline'))));
    render(
      <Fallen>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </Fallen>,
    );
    const ready = vi.fn();
    whenLazyPartsMounted(ready);
    expect(ready).not.toHaveBeenCalled();
    await act(async () => code.resolve({ default: () => <p>never</p> }));
    expect(await screen.findByText('fallen')).toBeInTheDocument();
    expect(ready).toHaveBeenCalledTimes(1);
  });
});

class Fallen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>fallen</p> : this.props.children;
  }
}
