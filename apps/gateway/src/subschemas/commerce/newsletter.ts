import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CommerceUpstream } from '@shop/commerce';
import {
  CommerceError,
  type NewsletterIssue,
  type NewsletterSignup,
  type NewsletterSubscriber,
  newsletterSignupIssues,
  type RateLimitName,
} from '@shop/commerce';
import {
  DEFAULT_NEWSLETTER_SOURCE,
  genderOfSalutation,
  type NewsletterPreferences,
  newsletterListOfStore,
  newsletterSource,
  parseNewsletterSource,
} from '@shop/domain';
import type { GatewayContext } from '../../context';
import type { CommerceResolvers } from '../../graphql';
import type { UserErrorModel } from './account-support';
import { fieldErrorMessage } from './account-wording';
import { namedBranch, requestBranch } from './branch';
import { guarded } from './guards';
import type { CommercePolicy } from './policy';

type Resolvers = CommerceResolvers<GatewayContext>;

/** The loyalty signup input (spec commerce §3), as GraphQL hands it over. */
interface LoyaltySignupInput {
  id?: number | null;
  language?: string | null;
  country?: string | null;
  email: string;
  firstname: string;
  lastname: string;
  birthday?: string | null;
  salutation?: string | null;
  source: string;
  branchcode?: string | null;
  address?: string | null;
  housenumber?: string | null;
  city?: string | null;
}

/** Refused fields of a signup; the form's own words where spec §5 gives them. */
const ISSUE_MESSAGES: Record<string, MessageDescriptor> = {
  'firstName.required': msg`First name is required`,
  'lastName.required': msg`Last name is required`,
  'salutation.required': msg`The gender is required`,
  'email.required': msg`Your email address is required`,
  'email.invalid-email': msg`Please enter a valid email address`,
  'source.invalid-source': msg`This newsletter source is not known.`,
  'source.not-in-store': msg`A signup on the tablet needs an in-store source.`,
  'source.no-branch': msg`An in-store signup needs the branch code of one of our stores.`,
  'branchCode.no-branch': msg`A signup on the tablet needs the branch code of one of our stores.`,
  'branchCode.unknown-branch': msg`This branch code is not one of our stores.`,
  'id.invalid-list': msg`This newsletter list is not known.`,
  'listId.invalid-list': msg`This newsletter list is not the store's.`,
  'country.invalid-country': msg`Please enter a valid country code.`,
};

/** The loyalty input's own field names (spec commerce §3) for the engine's. */
const LOYALTY_FIELDS: Record<string, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  branchCode: 'branchcode',
  street: 'address',
  houseNumber: 'housenumber',
};

function issueErrors(
  i18n: I18n,
  issues: readonly NewsletterIssue[] | readonly { field: string; code: string }[],
  fieldNames: Record<string, string> = {},
) {
  return issues.map((issue): UserErrorModel => {
    const descriptor = ISSUE_MESSAGES[`${issue.field}.${issue.code}`];
    return {
      code: 'INVALID_INPUT',
      message: descriptor ? i18n._(descriptor) : fieldErrorMessage(i18n, issue.code),
      field: fieldNames[issue.field] ?? issue.field,
    };
  });
}

export const invalidNewsletterLink = (i18n: I18n): UserErrorModel => ({
  code: 'INVALID_NEWSLETTER_LINK',
  message: i18n._(msg`This link is unknown or has expired. Subscribe again to get a new one.`),
  field: 'hash',
});

/** The signup steps the newsletter operations share: the limits, the bot check, the source, the settings link. */
function newsletterSignups(commerce: CommerceUpstream, policy: CommercePolicy) {
  // The shared limit check (account-support.ts): the refusal names the seconds to wait.

  /**
   * A signup: the bot check, the limits, the rules; then the same answer for every address, and the storing and the
   * mail after it (neither the answer nor its timing tells whether the address was known).
   */
  async function signUp(
    gateway: GatewayContext,
    email: string,
    clientLimit: RateLimitName,
    /** The signup and the refusals found before the engine's rules (after the bot check and the limits). */
    prepare: () => Promise<{ signup: NewsletterSignup; issues: { field: string; code: string }[] }>,
    fieldNames: Record<string, string> = {},
  ) {
    const refused = await guarded(policy, gateway, {
      client: clientLimit,
      bot: 'newsletter',
      subject: [['newsletterPerAddress', email]],
    });
    if (refused) return { success: false, errors: [refused] };
    const { signup, issues: extraIssues } = await prepare();
    const issues = [...extraIssues, ...newsletterSignupIssues(signup, gateway.now)];
    if (issues.length > 0) return { success: false, errors: issueErrors(gateway.i18n, issues, fieldNames) };
    const store = { code: gateway.store.code, country: gateway.store.country, language: gateway.store.language };
    policy.mailer.later('newsletter signup', async () =>
      policy.mailer.newsletterLink(await commerce.newsletter.signUp(signup, store)),
    );
    return { success: true, errors: [] };
  }

  /** A change with a settings link: the subscription as it is now, or INVALID_NEWSLETTER_LINK. */
  async function withLink(gateway: GatewayContext, change: () => Promise<NewsletterSubscriber>) {
    try {
      return { settings: await change(), errors: [] };
    } catch (error) {
      if (error instanceof CommerceError && error.code === 'invalid-newsletter-link') {
        return { settings: null, errors: [invalidNewsletterLink(gateway.i18n)] };
      }
      throw error;
    }
  }

  /**
   * The source a signup is stored with (docs/decisions/0032-newsletter.md). The caller's value says the flow
   * (registration, checkout, the form) and the newsletter choice; where the signup was made says the branch alone:
   * in store (`instore-{country}`) with a branch that is one of the shop's stores, else the web shop, whatever the
   * value named. An unreadable value, or an in-store one without such a branch, is refused.
   */
  function signupSource(
    requested: string | null | undefined,
    branch: string | null,
    gateway: GatewayContext,
  ): { source: string | null; issue: { field: string; code: string } | null } {
    const flags = requested?.trim()
      ? parseNewsletterSource(requested)
      : parseNewsletterSource(DEFAULT_NEWSLETTER_SOURCE);
    if (!flags) return { source: null, issue: { field: 'source', code: 'invalid-source' } };
    if (flags.inStore && !branch) return { source: null, issue: { field: 'source', code: 'no-branch' } };
    const source = newsletterSource({
      flow: flags.flow,
      newsletter: flags.newsletter,
      inStore: branch !== null,
      storeCountry: gateway.store.country,
    });
    return { source, issue: null };
  }

  return { signUp, withLink, signupSource };
}

/** The newsletter of the commerce subschema (SDL: packages/schema/src/commerce-newsletter.ts). */
export function newsletterResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { signUp, withLink, signupSource } = newsletterSignups(commerce, policy);

  /**
   * The loyalty signup input (spec field names) as the engine's signup; the list as a pair or not at all. The branch
   * is the input's `branchcode` (refused when it is not one of the shop's stores) or else the request's (branch.ts).
   */
  async function loyaltySignup(input: LoyaltySignupInput, gateway: GatewayContext, tablet: boolean) {
    const issues: { field: string; code: string }[] = [];
    const hasId = input.id !== null && input.id !== undefined;
    const hasCode = !!input.language?.trim();
    if (hasId !== hasCode) issues.push({ field: 'id', code: 'invalid-list' });
    const flags = parseNewsletterSource(input.source);
    // The tablet's own operation: its value must say in store (and the branch must be a store, below).
    if (tablet && flags && !flags.inStore) issues.push({ field: 'source', code: 'not-in-store' });
    const named = input.branchcode?.trim() ?? '';
    const branch = named
      ? await namedBranch(named, policy.isKnownBranch)
      : await requestBranch(gateway, policy.isKnownBranch);
    if (named && !branch) issues.push({ field: 'branchCode', code: 'unknown-branch' });
    else if (tablet && !branch) issues.push({ field: 'branchCode', code: 'no-branch' });
    const { source, issue } = signupSource(input.source, branch, gateway);
    // A missing or refused branch is said once, at the branch.
    if (issue && !(issue.code === 'no-branch' && issues.some((known) => known.field === 'branchCode'))) {
      issues.push(issue);
    }
    const signup: NewsletterSignup = {
      email: input.email,
      firstName: input.firstname,
      lastName: input.lastname,
      gender: genderOfSalutation(input.salutation),
      birthday: input.birthday ?? null,
      source,
      list: hasId && hasCode ? { id: input.id!, code: input.language!.trim() } : null,
      country: input.country ?? null,
      branchCode: branch,
      street: input.address ?? null,
      houseNumber: input.housenumber ?? null,
      city: input.city ?? null,
    };
    return { signup, issues };
  }

  return {
    Query: {
      newsletterSettings: (_root, { hash }) => commerce.newsletter.byToken(hash),
    },

    Mutation: {
      subscribeNewsletter: (_root, { input }, gateway) =>
        signUp(gateway, input.email, 'newsletterPerClient', async () => {
          const issues: { field: string; code: string }[] = [];
          const gender = genderOfSalutation(input.salutation);
          if (!gender) issues.push({ field: 'salutation', code: 'required' });
          // The form sends its locale's list (spec §7): it must be the request store's.
          const list = newsletterListOfStore(gateway.store.code);
          const namedList = input.listId !== null && input.listId !== undefined;
          if ((namedList && input.listId !== list.id) || (input.listCode && input.listCode !== list.code)) {
            issues.push({ field: 'listId', code: 'invalid-list' });
          }
          // On an in-store tablet (the storefront names the branch, and it is a store): the in-store value.
          const branch = await requestBranch(gateway, policy.isKnownBranch);
          const { source, issue } = signupSource(input.source, branch, gateway);
          if (issue) issues.push(issue);
          const signup: NewsletterSignup = {
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            gender,
            source,
            list,
            branchCode: branch,
          };
          return { signup, issues };
        }),

      signUpLoyalty: (_root, { input }, gateway) =>
        signUp(gateway, input.email, 'newsletterPerClient', () => loyaltySignup(input, gateway, false), LOYALTY_FIELDS),

      ttAddNewsletterMember: (_root, { input }, gateway) =>
        signUp(
          gateway,
          input.email,
          'tabletSignupPerClient',
          () => loyaltySignup(input, gateway, true),
          LOYALTY_FIELDS,
        ),

      confirmNewsletter: (_root, { hash }, gateway) => withLink(gateway, () => commerce.newsletter.confirm(hash)),

      updateNewsletterSettings: (_root, { hash, input }, gateway) =>
        withLink(gateway, () => commerce.newsletter.updatePreferences(hash, preferencesOf(input))),

      unsubscribeNewsletter: (_root, { hash }, gateway) =>
        withLink(gateway, () => commerce.newsletter.unsubscribe(hash)),
    },
    // NewsletterSettings: the engine's subscriber as it is (its status values are the enum's internal values).
  };
}

function preferencesOf(input: {
  forHer?: boolean | null;
  forHim?: boolean | null;
  promotions?: boolean | null;
}): Partial<NewsletterPreferences> {
  const preferences: Partial<NewsletterPreferences> = {};
  if (typeof input.forHer === 'boolean') preferences.forHer = input.forHer;
  if (typeof input.forHim === 'boolean') preferences.forHim = input.forHim;
  if (typeof input.promotions === 'boolean') preferences.promotions = input.promotions;
  return preferences;
}
