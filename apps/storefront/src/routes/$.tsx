import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../shop';

/**
 * Every path no other route serves. Throwing notFound() from the loader makes the response a 404 (a route that only
 * rendered the not-found page would answer 200); the router's default not-found component is the page.
 */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
  head: ({ match }) => pageHead(match, msg`Page not found`),
});
