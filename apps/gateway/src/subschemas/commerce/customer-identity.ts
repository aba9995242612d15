import type { CommerceUpstream } from '@shop/commerce';
import { newsletterSource } from '@shop/domain';
import {
  accountSession,
  accountStore,
  failure,
  passwordErrors,
  type Resolvers,
  toAddress,
  type UserErrorModel,
  userErrors,
} from './account-support';
import { requestBranch } from './branch';
import type { CommercePolicy } from './policy';
import { currentContext, useToken } from './session';

/** Registering (confirmed by mail), logging in and out, and deleting the account. */
export function identityResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { guarded, loggedIn, adopt } = accountSession(commerce, policy);
  return {
    Mutation: {
      registerCustomer: async (_root, { input }, gateway) => {
        const unchanged = async (errors: UserErrorModel[]) => ({
          customer: null,
          context: await currentContext(commerce, gateway),
          errors,
        });
        const refused = await guarded(gateway, {
          client: 'registrationPerClient',
          bot: 'register',
          subject: [['registrationPerAddress', input.email]],
        });
        if (refused) return unchanged([refused]);
        // A registration on a tablet: the loyalty signup's source is in store, with the store's branch, only
        // when the branch is one of the shop's stores; any other code is a web registration.
        const branch = await requestBranch(gateway, policy.isKnownBranch);
        const registration = {
          ...input,
          billingAddress: toAddress(input.billingAddress),
          signupSource: branch
            ? newsletterSource({
                flow: 'register',
                newsletter: !!input.newsletter,
                inStore: true,
                storeCountry: gateway.store.country,
              })
            : null,
          signupBranchCode: branch,
        };
        const store = accountStore(gateway);
        try {
          // Only the fields are checked now (nothing is looked up): refusals are the same for every address.
          commerce.registrations.checkRegistration(registration, store);
        } catch (error) {
          return unchanged(userErrors(error, gateway.i18n));
        }
        // The same answer, at once, whether the address has an account or not (no "account exists" to
        // probe with). After the answer: a pending registration and its confirmation mail, or a mail to the owner.
        policy.mailer.later('registration', async () =>
          policy.mailer.registration(await commerce.registrations.requestRegistration(registration, store)),
        );
        return unchanged([]);
      },

      confirmRegistration: async (_root, { token }, gateway) => {
        const refused = await guarded(gateway, { client: 'confirmRegistrationPerClient' });
        if (refused) return { success: false, errors: [refused] };
        try {
          const customer = await commerce.registrations.confirmRegistration(token);
          if (customer.newsletter) {
            policy.mailer.later('newsletter confirmation', () => policy.mailer.newsletterConfirmation(customer));
          }
          return { success: true, errors: [] };
        } catch (error) {
          return { success: false, errors: userErrors(error, gateway.i18n) };
        }
      },

      login: async (_root, { email, password }, gateway) => {
        // The client's budget first: a client out of it adds nothing to the account's waits.
        const refused = await guarded(gateway, { client: 'loginPerClient', bot: 'login', passwordOf: email });
        if (refused) return { customer: null, context: await currentContext(commerce, gateway), errors: [refused] };
        const previous = (await currentContext(commerce, gateway))?.token ?? null;
        try {
          const answer = await commerce.logins.login(email, password, accountStore(gateway), previous);
          await policy.loginBackoff.succeeded(email);
          return adopt(gateway, answer);
        } catch (error) {
          return {
            customer: null,
            context: await currentContext(commerce, gateway),
            errors: userErrors(error, gateway.i18n),
          };
        }
      },

      logout: async (_root, _args, gateway) => {
        const context = await currentContext(commerce, gateway);
        if (!context?.customerId) {
          return { context, errors: [{ ...failure(gateway.i18n, 'already-logged-out'), code: 'NOT_LOGGED_IN' }] };
        }
        const guest = await commerce.logins.logout(context.token, accountStore(gateway));
        useToken(gateway, guest.token, 'guest');
        return { context: guest, errors: [] };
      },

      deleteCustomer: async (_root, { password }, gateway) => {
        const session = await loggedIn(gateway);
        if ('error' in session) return { context: await currentContext(commerce, gateway), errors: [session.error] };
        // A password check counts as a login attempt of the account.
        const refused = await guarded(gateway, {
          client: 'passwordCheckPerClient',
          passwordOf: session.customer.email,
        });
        if (refused) return { context: await currentContext(commerce, gateway), errors: [refused] };
        try {
          const guest = await commerce.logins.deleteCustomer(session.token, password, accountStore(gateway));
          await policy.loginBackoff.succeeded(session.customer.email);
          useToken(gateway, guest.token, 'guest');
          return { context: guest, errors: [] };
        } catch (error) {
          return { context: await currentContext(commerce, gateway), errors: passwordErrors(error, gateway.i18n) };
        }
      },
    },
  };
}
