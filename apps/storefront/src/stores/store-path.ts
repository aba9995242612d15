/** The path of a store's page (spec §2: /winkels/{reference}/). */
export const storePath = (reference: string) => `/winkels/${encodeURIComponent(reference)}/`;
