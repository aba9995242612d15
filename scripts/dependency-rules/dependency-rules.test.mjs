// Proves the dependency rule (.dependency-cruiser.cjs) catches what it forbids: the fixture holds one breach of each
// kind checked here and one allowed import (a feature through another feature's public.ts).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
const fixture = fileURLToPath(new URL('./fixture', import.meta.url));

const result = await cruise(['apps', 'packages'], {
  ...config.options,
  cache: false,
  baseDir: fixture,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
});
const breaches = result.output.summary.violations.map(
  (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
);

const SF = 'apps/storefront/src';
for (const expected of [
  `storefront-components-are-leaves: ${SF}/components/Logo.ts → ${SF}/app/header-text.ts`,
  `storefront-lib-is-the-bottom: ${SF}/lib/total.ts → ${SF}/cart/cart-total.ts`,
  `storefront-features-through-public: ${SF}/cart/cart-total.ts → ${SF}/account/session.ts`,
  'ui-fetches-nothing: packages/ui/src/Fetching.ts → @apollo/client',
  'pure-packages-do-no-io: packages/domain/src/read.ts → fs',
  'no-circular: packages/domain/src/a.ts → packages/domain/src/b.ts',
]) {
  test(`the rule catches ${expected.split(':')[0]}`, () => assert.ok(breaches.includes(expected), breaches.join('\n')));
}

test('a feature may use another through its public.ts', () => {
  assert.ok(!breaches.some((breach) => breach.endsWith(`→ ${SF}/account/public.ts`)), breaches.join('\n'));
});
