// @vitest-environment happy-dom
import { act, type ComponentType, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratedLater, startLaterParts } from '../src/lib/hydrate-later';

/** A part with state and a handler: it answers a click only once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ Part }: { Part: ComponentType<{ label: string }> }) {
  return (
    <div>
      <main>page</main>
      <Part label="Clicks" />
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('parts hydrated later', () => {
  it('keep the server HTML through hydration, load their code only when started, then answer', async () => {
    const html = renderToString(<Page Part={hydratedLater(async () => Counter, Counter, [])} />);
    expect(html).toContain('<!--$--><button');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button');

    const load = vi.fn(async () => Counter);
    const Later = hydratedLater(load, undefined, []);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page Part={Later} />, { onRecoverableError: recoverable });
    });
    // Hydrated without its code: the server's button is still there, untouched, and does nothing yet.
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicks 0');

    await act(async () => {
      startLaterParts();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, now with its handler.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicks 1');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
