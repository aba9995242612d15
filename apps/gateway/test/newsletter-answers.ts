export type UserError = { code: string; message: string; field: string | null };
export const ERRORS = 'errors { code message field }';
export const SETTINGS =
  'status email firstName lastName list { id code } language preferences { forHer forHim promotions }';
export const SUBSCRIBE = `mutation S($input: NewsletterSubscriptionInput!) { subscribeNewsletter(input: $input) { success ${ERRORS} } }`;
export const LOYALTY = `mutation L($input: LoyaltySignupInput!) { signUpLoyalty(input: $input) { success ${ERRORS} } }`;
export const TABLET = `mutation T($input: LoyaltySignupInput!) { ttAddNewsletterMember(input: $input) { success ${ERRORS} } }`;
export const SETTINGS_QUERY = `query Q($hash: String!) { newsletterSettings(hash: $hash) { ${SETTINGS} } }`;
export const CONFIRM = `mutation C($hash: String!) { confirmNewsletter(hash: $hash) { settings { ${SETTINGS} } ${ERRORS} } }`;
export const UPDATE = `mutation U($hash: String!, $input: NewsletterPreferencesInput!) { updateNewsletterSettings(hash: $hash, input: $input) { settings { ${SETTINGS} } ${ERRORS} } }`;
export const UNSUBSCRIBE = `mutation X($hash: String!) { unsubscribeNewsletter(hash: $hash) { settings { ${SETTINGS} } ${ERRORS} } }`;

export let emails = 0;
export const newEmail = () => `reader.${Date.now()}.${++emails}@example.com`;
export const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Lotte',
  lastName: 'Peeters',
  salutation: 'salutation-mrs',
  ...overrides,
});
