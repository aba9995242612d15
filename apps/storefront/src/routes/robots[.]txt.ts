import { createFileRoute } from '@tanstack/react-router';
import { robotsResponse } from '../content/sitemap.server';

/** GET /robots.txt: crawl rules and the store's sitemap. */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: ({ request }) => robotsResponse(request) } },
});
