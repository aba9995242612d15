import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // graphql 16 has no "exports": Node loads its CommonJS build for the externalized graphql-tools, Vite the ESM one
    // for the tests. Inlining graphql-tools makes both use one copy (instanceof checks need that).
    server: { deps: { inline: [/@graphql-tools\//] } },
  },
});
