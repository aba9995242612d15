import { setPostLoginRunnerModules } from '../account/public';

/**
 * The modules that register post-login runners (`registerPostLoginAction`), loaded before the queue runs: a login can
 * happen on a page that never loaded the feature (a direct visit to /account/), and the runner must still be there.
 * A feature with a post-login action adds its registering module here.
 */
export const POST_LOGIN_RUNNER_MODULES: readonly (() => Promise<unknown>)[] = [
  // The guest wishlist (browser storage) merged into the account.
  () => import('../wishlist/post-login-merge'),
  // A guest's click on a store's favourite button: the store joins the customer's favourites (src/stores/).
  () => import('../stores/favourite-stores'),
];

/** Tells the account which modules to load before it runs the post-login actions (the router does, at start). */
export function namePostLoginRunners(): void {
  setPostLoginRunnerModules(POST_LOGIN_RUNNER_MODULES);
}
