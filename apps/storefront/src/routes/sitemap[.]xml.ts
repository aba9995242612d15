import { createFileRoute } from '@tanstack/react-router';
import { sitemapResponse } from '../content/sitemap.server';

/** GET /sitemap.xml: the store's content pages, categories and products (src/content/sitemap.ts). */
export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: ({ request }) => sitemapResponse(request) } },
});
