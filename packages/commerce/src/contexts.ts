import { loadContext, openContext } from './context-store';
import type { EngineDeps } from './engine-deps';
import type { Context, StoreSelection } from './model';

/** Sales-channel contexts (sessions): every other service takes the context token the storefront keeps. */
export class EmbeddedContexts {
  constructor(private readonly deps: EngineDeps) {}

  /**
   * The context of a token; a new guest context (with a new token) when the token is missing or unknown. A token is
   * never chosen by the caller: an unknown one is replaced.
   */
  getOrCreateContext(token: string | null | undefined, store: StoreSelection): Promise<Context> {
    return openContext(this.deps.db, token, store);
  }

  getContext(token: string): Promise<Context> {
    return loadContext(this.deps.db, token);
  }
}
