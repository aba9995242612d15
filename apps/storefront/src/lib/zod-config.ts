import { z } from 'zod';

/**
 * Zod without its compiled fast path: to find out whether it may compile one, Zod tries `new Function('')`, which
 * the Content-Security-Policy (no 'unsafe-eval') refuses and browsers report as a violation, caught or not. Set
 * before any schema is built: every module that builds or uses schemas in the browser imports this first (not the
 * router: Zod stays out of every page's first-load JavaScript). Form validation does not need the speed.
 */
z.config({ jitless: true });
