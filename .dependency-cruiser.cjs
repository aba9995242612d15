/**
 * The repository's dependency rule (`pnpm check:deps`, part of `npm test`): imports only go down.
 * - no cycles anywhere;
 * - apps may import packages, packages never import apps, apps never import each other;
 * - the storefront has floors: routes → app → features → components → lib; a feature imports another feature only
 *   through that feature's `public.ts`; components import only lib and packages;
 * - domain rules and store definitions (packages/domain, packages/i18n) do no I/O; UI components (packages/ui) fetch
 *   nothing; engines (commerce, catalog, content, instore, db) know nothing of GraphQL; the API schema
 *   (packages/schema) imports no engine; the storefront imports no upstream.
 * Type-only imports count unless a rule says otherwise. scripts/dependency-rules/dependency-rules.test.mjs proves the rules catch an
 * upward import on a small fixture.
 */

const SF = '^apps/storefront/src/';
/** A storefront feature folder: anything in src/ but the floors' own folders. */
const SF_FEATURE = `${SF}(?!routes/|app/|components/|lib/|graphql/)[^/]+/`;
const SF_GENERATED = '\\.generated\\.ts$';
const ENGINES = '(commerce|catalog|content|instore|db)';
/** Node built-ins that do I/O. */
const IO_BUILTINS =
  '^(node:)?(fs|fs/promises|http|https|http2|tls|dgram|dns|dns/promises|child_process|cluster|worker_threads|os|readline|repl|sqlite|inspector)$';
/** Clients that fetch or query: HTTP, GraphQL, databases, the CMS. */
const FETCH_CLIENTS =
  '(^|node_modules/)(@apollo/client|graphql-request|urql|@urql/[^/]+|undici|node-fetch|axios|ky|pg|postgres|@prismicio/client)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes two modules one: neither can be understood, tested or moved without the other. The one exception ' +
        "is TanStack's: the generated route tree registers the router's type (`declare module`), the router takes the tree.",
      from: { pathNot: `${SF}(routeTree\\.gen\\.ts|app/router\\.tsx)$` },
      to: { circular: true },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment: 'Packages are the ground the apps stand on.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      comment: 'The storefront talks to the gateway over HTTP only; what both need lives in a package.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'pure-packages-do-no-io',
      severity: 'error',
      comment: 'Domain rules and store definitions are pure: no file system, network, database or fetch client.',
      from: { path: '^packages/(domain|i18n)/src/' },
      to: {
        path: [IO_BUILTINS, FETCH_CLIENTS, '^packages/(db|commerce|catalog|content|instore|schema)/'],
      },
    },
    {
      name: 'pure-packages-no-sockets',
      severity: 'error',
      comment: 'node:net only for isIP (a pure check on text) in client-address.ts; nothing else opens sockets.',
      from: { path: '^packages/(domain|i18n)/src/', pathNot: '^packages/domain/src/client-address\\.ts$' },
      to: { path: '^(node:)?net$' },
    },
    {
      name: 'ui-fetches-nothing',
      severity: 'error',
      comment: 'UI components get their data as props: no fetch or GraphQL client, no engine at run time.',
      from: { path: '^packages/ui/' },
      to: {
        path: [FETCH_CLIENTS, `^packages/${ENGINES}/`, '(^|node_modules/)graphql(/|$)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'schema-imports-no-engine',
      severity: 'error',
      comment: 'The API schema describes the API; engines are the gateway resolvers’ business.',
      from: { path: '^packages/schema/' },
      to: { path: `^packages/${ENGINES}/` },
    },
    {
      name: 'engines-know-no-graphql',
      severity: 'error',
      comment: 'Engines answer in their own shapes; the gateway maps them to GraphQL.',
      from: { path: `^packages/${ENGINES}/` },
      to: {
        path: [
          '(^|node_modules/)(graphql|@graphql-[^/]+/[^/]+|@graphql-tools/[^/]+|@apollo/[^/]+)(/|$)',
          '^packages/schema/',
        ],
      },
    },
    {
      name: 'storefront-knows-no-upstream',
      severity: 'error',
      comment: 'The storefront talks only to the gateway: no engine, database or CMS client.',
      from: { path: '^apps/storefront/' },
      to: { path: [`^packages/${ENGINES}/`, '(^|node_modules/)@prismicio/'] },
    },
    {
      name: 'storefront-lib-is-the-bottom',
      severity: 'error',
      comment: 'lib/ (config, store, i18n, GraphQL helpers, hooks) imports nothing else of the storefront.',
      from: { path: `${SF}lib/` },
      to: { path: SF, pathNot: [`${SF}lib/`, `${SF}env\\.d\\.ts$`] },
    },
    {
      name: 'storefront-components-are-leaves',
      severity: 'error',
      comment: 'Shared components import only lib/ and packages: what composes features lives in app/.',
      from: { path: `${SF}components/` },
      to: { path: SF, pathNot: [`${SF}(components|lib)/`] },
    },
    {
      name: 'storefront-features-do-not-import-up',
      severity: 'error',
      comment: 'Features do not know the routes or the app that compose them.',
      from: { path: SF_FEATURE },
      to: { path: `${SF}(routes/|app/|routeTree\\.gen\\.ts$)` },
    },
    {
      name: 'storefront-features-through-public',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's public.ts (re-exports only). A lazily loaded part " +
        '(`import()`) may be named directly: through public.ts it would lose its own chunk. Generated documents import ' +
        'the fragments they spread wherever those are declared.',
      from: { path: `${SF}((?!routes/|app/|components/|lib/|graphql/)[^/]+)/`, pathNot: SF_GENERATED },
      to: {
        path: SF_FEATURE,
        pathNot: [`${SF}$1/`, `${SF}[^/]+/public\\.ts$`],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'storefront-app-does-not-import-routes',
      severity: 'error',
      comment: 'app/ composes features; the routes compose app/. Only the router takes the generated route tree.',
      from: { path: `${SF}app/`, pathNot: `${SF}app/router\\.tsx$` },
      to: { path: `${SF}(routes/|routeTree\\.gen\\.ts$)` },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      comment: 'File routes are entry points: only the generated route tree imports them.',
      from: { pathNot: [`${SF}routeTree\\.gen\\.ts$`, `${SF}routes/`, '^apps/storefront/test/'] },
      to: { path: `${SF}routes/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^scripts/dependency-rules/fixture/', '\\.d\\.mts$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
