import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useGraphql } from './hooks/use-graphql';
import { useNearViewport } from './hooks/use-near-viewport';

export interface LaterQueryOptions {
  /** How near the viewport the element must come before the query runs (an IntersectionObserver root margin). */
  margin?: string;
  /** What a failed query does; by default nothing: the part it would fill stays away. */
  onError?: (error: unknown) => void;
}

export interface LaterQuery<TData> {
  /** The element whose coming near the viewport starts the query (a section's wrapper). */
  ref: RefObject<HTMLDivElement | null>;
  /** The last answer; null until the first. */
  data: TData | null;
}

/**
 * The one way a page shows data later: a part below the fold asks the gateway in the browser only, once its element
 * comes near the viewport, so it neither weighs on the page's first load nor adds a call to the server's render (the
 * first HTML has the part empty). New variables ask again; the last answer stays until the next arrives (no flicker
 * between two products), but not when asking again fails: then the part goes, rather than show another product's
 * data. Without variables (null) nothing is asked and nothing is shown.
 */
export function useLaterQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | null,
  { margin, onError }: LaterQueryOptions = {},
): LaterQuery<TData> {
  const graphql = useGraphql();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, margin);
  const [data, setData] = useState<TData | null>(null);
  const key = variables === null ? null : JSON.stringify(variables);
  // The error handler of the latest render, without asking again when it is a new function.
  const failed = useRef(onError);
  failed.current = onError;

  useEffect(() => {
    if (!near || key === null) return;
    let current = true;
    graphql(document, JSON.parse(key) as TVariables).then(
      (answer) => current && setData(answer),
      (error: unknown) => {
        if (current) setData(null);
        failed.current?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [near, key, document, graphql]);

  return { ref, data: key === null ? null : data };
}
