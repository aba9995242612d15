/**
 * The content documents as the Prismic Document API returns them (a subset of `@prismicio/client`'s
 * `PrismicDocument`): the embedded demo documents and Prismic's answers both fit it.
 */
export interface AlternateLanguage {
  id: string;
  uid?: string | undefined;
  type: string;
  lang: string;
}

export interface ContentDocument<Data extends Record<string, unknown> = Record<string, unknown>> {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  /** ISO timestamps. */
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: AlternateLanguage[];
  data: Data;
  url?: string | null;
  href?: string;
}

/** One page of a query, shaped like Prismic's `Query`. */
export interface ContentQuery<Document extends ContentDocument = ContentDocument> {
  page: number;
  results_per_page: number;
  results_size: number;
  total_results_size: number;
  total_pages: number;
  next_page: string | null;
  prev_page: string | null;
  results: Document[];
}
