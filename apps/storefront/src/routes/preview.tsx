import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/shell/NotFoundPage';
import { PreviewPage, previewHead } from '../content/PreviewRoute';
import { parsePreviewSearch } from '../content/preview-search';

/** /preview?token=…&uid=… (or &path=…): the content preview (src/content/preview.ts). */
export const Route = createFileRoute('/preview')({
  validateSearch: parsePreviewSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => (await import('../content/preview')).loadPreview(context.graphql, deps),
  head: ({ match, loaderData }) => previewHead(match, loaderData),
  notFoundComponent: ({ data }) => <NotFoundPage data={data} />,
  component: () => <PreviewPage view={Route.useLoaderData()} />,
});
