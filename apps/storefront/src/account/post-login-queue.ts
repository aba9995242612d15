import type { GraphqlQuery } from '../lib/graphql/query';
import { tabStorage } from './browser-storage';

/**
 * Actions queued for after the next login (spec commerce §3 client state `postLoginActions`, §4 Login: "runs and then
 * clears queued post-login actions"). A feature queues `{ name, payload }` while the shopper is a guest (e.g. "add this
 * product to the wishlist") and registers a runner for its name; login and registration run the queue in order, then
 * clear it. The queue lives in sessionStorage: it survives the navigation to the login page, not the tab.
 */
export interface PostLoginAction {
  name: string;
  payload: unknown;
}

/** What a runner gets besides its payload: the page's GraphQL client, now acting for the logged-in customer. */
export interface PostLoginContext {
  graphql: GraphqlQuery;
}

export type PostLoginRunner = (payload: unknown, context: PostLoginContext) => Promise<void> | void;

const KEY = 'shop.postLoginActions';
/** A queue longer than this is a bug somewhere: the oldest entries go. */
const MAX_QUEUED = 20;

/** Two actions are the same when name and payload are. */
const serialize = (action: PostLoginAction) => JSON.stringify([action.name, action.payload ?? null]);

const runners = new Map<string, PostLoginRunner>();

/**
 * The modules that register runners, loaded before the queue runs: a login can happen on a page that never loaded the
 * feature (a direct visit to /account/), and the runner must still be there. The app names them when it starts
 * (src/app/post-login-runners.ts): the account knows none of the features that queue actions.
 */
let runnerModules: readonly (() => Promise<unknown>)[] = [];

/** Names the modules that register post-login runners (replacing any named before). */
export function setPostLoginRunnerModules(modules: readonly (() => Promise<unknown>)[]): void {
  runnerModules = modules;
}

/** Loads the modules that register runners; one that does not load is logged and left out. */
export async function loadPostLoginRunners(): Promise<void> {
  await Promise.all(
    runnerModules.map((load) =>
      load().catch((error: unknown) => console.error('[account] a post-login runner did not load:', error)),
    ),
  );
}

/** Registers the runner of an action name (a later registration replaces it); answers a function that removes it. */
export function registerPostLoginAction(name: string, runner: PostLoginRunner): () => void {
  runners.set(name, runner);
  return () => {
    if (runners.get(name) === runner) runners.delete(name);
  };
}

/** The queued actions; anything unreadable in the storage reads as an empty queue. */
export function queuedPostLoginActions(storage: Storage | undefined = tabStorage()): PostLoginAction[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PostLoginAction =>
        typeof entry === 'object' && entry !== null && typeof (entry as PostLoginAction).name === 'string',
    );
  } catch {
    return [];
  }
}

function writeQueue(actions: readonly PostLoginAction[], storage: Storage | undefined): void {
  try {
    if (actions.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(actions.slice(-MAX_QUEUED)));
  } catch {
    // Refused storage: the action is lost, as if the shopper had closed the tab.
  }
}

/**
 * Queues an action for after the next login. An action of the same name and payload is queued once; `replace`
 * drops earlier actions of the same name first (the latest payload wins, e.g. a whole guest wishlist).
 */
export function queuePostLoginAction(
  name: string,
  payload: unknown = null,
  { replace = false, storage = tabStorage() }: { replace?: boolean; storage?: Storage | undefined } = {},
): void {
  const action: PostLoginAction = { name, payload: JSON.parse(JSON.stringify(payload ?? null)) };
  const queue = queuedPostLoginActions(storage).filter(
    (queued) => queued.name !== name || (!replace && serialize(queued) !== serialize(action)),
  );
  writeQueue([...queue, action], storage);
}

export interface PostLoginOutcome {
  ran: string[];
  failed: string[];
  /** Queued names without a registered runner (logged; they are cleared like the others). */
  unknown: string[];
}

/**
 * Runs the queue in order (each runner waited for; one failing is logged and does not stop the others), then clears
 * it. Called by login, registration and the checkout's login once the new session is in place.
 */
export async function runPostLoginActions(
  context: PostLoginContext,
  storage: Storage | undefined = tabStorage(),
): Promise<PostLoginOutcome> {
  const queue = queuedPostLoginActions(storage);
  const outcome: PostLoginOutcome = { ran: [], failed: [], unknown: [] };
  for (const action of queue) {
    const runner = runners.get(action.name);
    if (!runner) {
      console.warn(`[account] no runner for the post-login action "${action.name}"`);
      outcome.unknown.push(action.name);
      continue;
    }
    try {
      await runner(action.payload, context);
      outcome.ran.push(action.name);
    } catch (error) {
      console.error(`[account] the post-login action "${action.name}" failed:`, error);
      outcome.failed.push(action.name);
    }
  }
  // Then cleared: what ran goes, what a runner queued meanwhile stays for the next login.
  const ran = new Set(queue.map(serialize));
  writeQueue(
    queuedPostLoginActions(storage).filter((action) => !ran.has(serialize(action))),
    storage,
  );
  return outcome;
}
