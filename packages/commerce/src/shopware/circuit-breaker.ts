/**
 * A circuit breaker for calls to a remote system: after `failureThreshold` failures in a row it opens and refuses calls
 * at once for `openMs`, so that a slow or broken system costs the shop no more waiting; then one trial call is let
 * through (half-open): its success closes the circuit, its failure opens it again.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
  constructor(readonly retryAt: Date) {
    super('The remote system is unavailable (circuit open)');
  }
}

export interface CircuitBreakerOptions {
  failureThreshold: number;
  openMs: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialRunning = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    if (options.failureThreshold < 1 || options.openMs < 0) throw new RangeError('Invalid circuit breaker options');
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.openMs ? 'half-open' : 'open';
  }

  /**
   * Runs the call unless the circuit is open. `counts(error)` tells whether a failure is the remote system's (a
   * timeout, a 5xx) rather than an answer about the request (a 4xx), which says the system works.
   */
  async run<T>(call: () => Promise<T>, counts: (error: unknown) => boolean = () => true): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialRunning)) {
      throw new CircuitOpenError(new Date((this.openedAt ?? this.now()) + this.options.openMs));
    }
    const trial = state === 'half-open';
    if (trial) this.trialRunning = true;
    try {
      const result = await call();
      this.failures = 0;
      this.openedAt = null;
      return result;
    } catch (error) {
      if (counts(error)) this.recordFailure(trial);
      else if (trial) this.openedAt = null;
      throw error;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }

  private recordFailure(trial: boolean): void {
    this.failures += 1;
    if (trial || this.failures >= this.options.failureThreshold) {
      this.openedAt = this.now();
      this.failures = 0;
    }
  }
}
