type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `callback` once the page has loaded (its `load` event) and the browser is next idle, at the latest `timeout`
 * ms after the load: code and data a page wants after it is shown (parts hydrated later, sections below the fold)
 * then never compete with its first load, hydration and largest image. Returns a function that cancels it.
 */
export function afterPageLoad(callback: () => void, timeout = 1000): () => void {
  const idleWindow = window as IdleWindow;
  let cancelled = false;
  let idleHandle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (idleWindow.requestIdleCallback) idleHandle = idleWindow.requestIdleCallback(callback, { timeout });
    else idleHandle = window.setTimeout(callback, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle === undefined) return;
    if (idleWindow.cancelIdleCallback) idleWindow.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
