// Writes src/routeTree.gen.ts without building: TanStack's router plugin generates the route tree when the Vite
// config is resolved. `tsc` needs the file, and a fresh checkout does not have it before the first build.
import { resolveConfig } from 'vite';

await resolveConfig({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' }, 'build');
