// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from '../src/lib/after-page-load';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

describe('afterPageLoad', () => {
  it('waits for the page to load, then runs once the browser is idle', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const callback = vi.fn();
    afterPageLoad(callback);
    await settle();
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page that has loaded already, and not at all when cancelled', async () => {
    const callback = vi.fn();
    afterPageLoad(callback);
    const cancelled = vi.fn();
    afterPageLoad(cancelled)();
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
