import { toastStyles } from '@shop/ui/shell/later-styles';
import { createIsomorphicFn } from '@tanstack/react-start';
import { hydratedLater } from '../lib/hydrate-later';
import { ToastList } from './ToastList';

/**
 * The page's toasts (src/cart/ToastList.tsx): the server renders their empty live regions, the browser hydrates them
 * after the page (src/lib/hydrate-later.tsx); a toast shown before that appears once their code is there.
 */
export const Toasts = hydratedLater(
  () => import('./ToastList').then((module) => module.ToastList),
  createIsomorphicFn()
    .server(() => ToastList)
    .client(() => undefined)(),
  toastStyles,
);
