import { type ComponentType, memo, Suspense } from 'react';
import { afterPageLoad } from './after-page-load';

/**
 * Parts of the page the server renders but the browser hydrates after the page (issue 17, first load): the footer,
 * say. Their code is no part of the first-load JavaScript; the shopper sees the server's HTML meanwhile, and its
 * links work as plain links. The code is asked for once the page has hydrated (`startLaterParts`, called by the
 * root layout), never during the hydration render.
 *
 * How: in the browser the part is a Suspense boundary whose child suspends until its code has loaded; React keeps a
 * suspended boundary's server HTML while it hydrates the rest, and hydrates the boundary when the code is there.
 * Memoised on shallowly equal props: a re-render of the parent before the code is there must not reach the boundary
 * (React would drop its server HTML and render it in the browser). Pass stable props (no new objects per render).
 */
type LaterPart<P> = {
  component: ComponentType<P> | null;
  ready: Promise<void>;
  start: () => void;
};

const parts: LaterPart<never>[] = [];
let started = false;
let scheduled = false;

function laterPart<P>(load: () => Promise<ComponentType<P>>): LaterPart<P> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const part: LaterPart<P> = {
    component: null,
    start: () => open(),
    ready: gate
      .then(load)
      .then((component) => {
        part.component = component;
      })
      // A chunk that failed to load leaves the server's HTML in place (the root's chunk-reload handles a new deploy).
      .catch(() => new Promise<void>(() => undefined)),
  };
  parts.push(part as LaterPart<never>);
  if (started) part.start();
  return part;
}

/**
 * Loads the code of every part hydrated later (and of parts defined from now on) once the page has loaded and the
 * browser is idle (at the latest a second later): the root layout calls it once the page has hydrated. The page's
 * own first load (its images, the LCP's above all) goes first.
 */
export function startLaterParts(): void {
  if (scheduled) return;
  scheduled = true;
  afterPageLoad(() => {
    started = true;
    for (const part of parts) part.start();
  });
}

/** The styles of every part hydrated later: held here so that they stay in the page's stylesheet. */
const stylesOfParts: unknown[] = [];

/**
 * A component rendered by the server from `server` and hydrated in the browser once `load` has given its code.
 * `server` is the component itself on the server and `undefined` in the browser (a `createIsomorphicFn`, which the
 * compiler drops with its import from the browser's bundle), so the browser's entry does not include it. `styles`:
 * the part's CSS module class names; the caller imports them, which keeps their CSS in the entry's stylesheet (the
 * server's HTML shows the part before its code loads).
 */
export function hydratedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | undefined,
  styles: readonly unknown[],
): ComponentType<P> {
  stylesOfParts.push(styles);
  // On the server too within a Suspense boundary: hydration must find the boundary the browser renders.
  const part = server ? serverPart(server) : laterPart(load);
  // One component per part, made once when the module defining the part loads (a factory like React.lazy).
  // biome-ignore lint/correctness/noComponentHookFactories: called at module level, never while rendering
  const Later = (props: P) => <LaterBoundary part={part as unknown as LaterPart<object>} props={props} />;
  return memo(Later);
}

/** A part whose component is there from the start (the server's). */
function serverPart<P>(component: ComponentType<P>): LaterPart<P> {
  return { component, ready: Promise.resolve(), start: () => undefined };
}

/** Suspends until the part's code is there (in the hydration render: React keeps the server's HTML meanwhile). */
function Loaded({ part, props }: { part: LaterPart<object>; props: object }) {
  if (!part.component) throw part.ready;
  const Component = part.component;
  return <Component {...props} />;
}

function LaterBoundary({ part, props }: { part: LaterPart<object>; props: object }) {
  return (
    <Suspense fallback={null}>
      <Loaded part={part} props={props} />
    </Suspense>
  );
}
