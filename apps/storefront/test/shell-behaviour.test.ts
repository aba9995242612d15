// @vitest-environment happy-dom
import { CHUNK_RELOAD_STORAGE_KEY } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadForChunkError } from '../src/app/shell/chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js');

describe('a failed code chunk', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reloads the page at most once per 60 seconds', () => {
    expect(reloadForChunkError(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()));

    vi.setSystemTime(Date.now() + 59_000);
    expect(reloadForChunkError(chunkError)).toBe(false);
    vi.setSystemTime(Date.now() + 1_000);
    expect(reloadForChunkError(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the page while the browser is offline: the chunk failed for want of a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadForChunkError(chunkError)).toBe(false);
    expect(reloadForChunkError(new Error('Unable to load x.css'), { known: true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves other errors to the error page', () => {
    expect(reloadForChunkError(new Error('The page data could not be loaded from the gateway.'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Vite's preload error event names a chunk failure whatever its message says.
    expect(reloadForChunkError(new Error('Unable to load x.css'), { known: true })).toBe(true);
  });
});

describe('the third-party loader', () => {
  afterEach(() => vi.useRealTimers());

  it('lets third-party scripts start 5000 ms after it is started, once (with consent: see tracking-consent.test.tsx)', async () => {
    vi.useFakeTimers();
    const { useConsentStore } = await import('../src/tracking/consent-store');
    useConsentStore.setState({ choice: 'enabled', known: true });
    const { startThirdPartyLoader, whenThirdPartyReady } = await import('../src/tracking/third-party-loader');
    const ready = vi.fn();
    void whenThirdPartyReady().then(ready);
    startThirdPartyLoader();
    startThirdPartyLoader();
    await vi.advanceTimersByTimeAsync(4999);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledTimes(1);
    await expect(whenThirdPartyReady()).resolves.toBeUndefined();
  });
});
