import { createSerializationAdapter } from '@tanstack/react-router';

/**
 * Stands in for TanStack Start's `ServerFunctionSerializationAdapter` in the browser build (vite.config.ts,
 * `noServerFunctionClient`). The original turns a server function found in a page's data into a client RPC, which
 * brings the framework's whole RPC client into the first load: the request framing, the stream decoder and seroval's
 * JSON (de)serializer with its web plugins, about 14 KB gzip. The shop has no server functions (it talks to the
 * gateway over GraphQL), so no page's data can hold one; should one ever arrive, it fails loudly instead of silently.
 * The key is the framework's own, so data serialized with the real adapter still names this one.
 */
export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: (_value: unknown): _value is never => false,
  toSerializable: (): never => {
    throw new Error('Server functions are not part of the shop');
  },
  fromSerializable: (): never => {
    throw new Error('Server functions are not part of the shop');
  },
});
