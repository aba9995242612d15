/** A refusal the shopper can act on, as the commerce mutations answer it (translated, with the field it is about). */
export interface UserErrorModel {
  code: string;
  message: string;
  field: string | null;
  /** TOO_MANY_ATTEMPTS: the seconds to wait before trying again. */
  retryAfter?: number;
}
