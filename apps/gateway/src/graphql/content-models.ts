/**
 * Parent objects of the content subschema's resolvers (codegen mappers): the content documents as the upstream
 * returns them (Prismic's document shape, see packages/content), before the gateway maps their fields.
 */
export interface ContentDocumentModel {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: { id: string; uid?: string | undefined; type: string; lang: string }[];
  data: Record<string, unknown>;
}

/** A content page found at a path (`contentRoute`): its customer service contact resolves only when asked. */
export interface ContentPageRouteModel {
  page: ContentDocumentModel;
}
