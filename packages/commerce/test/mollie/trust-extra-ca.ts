/**
 * For a gateway that calls the recorded Mollie server (the journeys' Mollie shop), preloaded with
 * `NODE_OPTIONS=--import=…/trust-extra-ca.ts` beside `NODE_EXTRA_CA_CERTS=…/recorded-server.crt`.
 *
 * NODE_EXTRA_CA_CERTS extends Node's default certificate authorities, but the Mollie client pins its own list (an
 * https agent with `ca`), which replaces the defaults: the recorded server's self-signed certificate would be refused.
 * This adds the NODE_EXTRA_CA_CERTS file to every agent given its own `ca`, so certificates are still verified (the
 * recorded server's one certificate is trusted, nothing else changes) instead of switching verification off with
 * NODE_TLS_REJECT_UNAUTHORIZED=0. Refuses to load in production.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';

if (process.env.NODE_ENV === 'production') {
  throw new Error('trust-extra-ca.ts is test tooling: it must not be loaded in production');
}
const file = process.env.NODE_EXTRA_CA_CERTS;
if (file) {
  const extra = readFileSync(file, 'utf8');
  const PinnedAgent = https.Agent;
  class AgentTrustingExtraCa extends PinnedAgent {
    constructor(options?: https.AgentOptions) {
      super(options?.ca === undefined ? options : { ...options, ca: [...[options.ca].flat(), extra] });
    }
  }
  https.Agent = AgentTrustingExtraCa;
  syncBuiltinESMExports();
}
