import type { CommerceUpstream } from '@shop/commerce';
import type { GatewayContext } from '../../context';
import {
  accountSession,
  accountStore,
  passwordErrors,
  type Resolvers,
  type UserErrorModel,
  userErrors,
} from './account-support';
import type { CommercePolicy } from './policy';

/** Password recovery and reset, and the changes a customer confirms with their password. */
export function passwordResolvers(commerce: CommerceUpstream, policy: CommercePolicy): Resolvers {
  const { changed, guarded, loggedIn, adopt, accountPayload } = accountSession(commerce, policy);
  return {
    Mutation: {
      sendPasswordRecoveryMail: async (_root, { email }, gateway) => {
        const refused = await guarded(gateway, {
          client: 'recoveryPerClient',
          bot: 'password_recovery',
          subject: [['recoveryPerAccount', email]],
        });
        if (refused) return { success: false, errors: [refused] };
        // The same answer, at once, for every address: looking the address up, making tokens and the mail happen
        // after the answer, so neither its content nor its timing tells whether the address has an account.
        const store = gateway.store;
        policy.mailer.later('password recovery', async () => {
          const recovery = await commerce.passwordRecovery.requestPasswordRecovery(email);
          await policy.mailer.passwordRecovery(recovery, store);
        });
        return { success: true, errors: [] };
      },

      resetPassword: async (_root, { input }, gateway) => {
        const refused = await guarded(gateway, { client: 'resetPasswordPerClient' });
        if (refused) return { success: false, errors: [refused] };
        try {
          await commerce.passwordRecovery.resetPassword(input.hash, input.newPassword, input.newPasswordConfirm);
          return { success: true, errors: [] };
        } catch (error) {
          return { success: false, errors: userErrors(error, gateway.i18n) };
        }
      },

      changePassword: async (_root, { input }, gateway) => {
        const session = await loggedIn(gateway);
        if ('error' in session) return { customer: null, context: null, errors: [session.error] };
        // A mistake in the form is answered before the password is checked: it never counts as a login attempt.
        const mistakes = formMistakes(() => commerce.logins.checkPasswordChange(input), gateway);
        if (mistakes) return accountPayload(gateway, session.customer.id, mistakes);
        const refused = await guarded(gateway, {
          client: 'passwordCheckPerClient',
          passwordOf: session.customer.email,
        });
        if (refused) return accountPayload(gateway, session.customer.id, [refused]);
        try {
          const answer = await commerce.logins.changePassword(session.token, input, accountStore(gateway));
          await policy.loginBackoff.succeeded(session.customer.email);
          return adopt(gateway, answer);
        } catch (error) {
          return accountPayload(gateway, session.customer.id, passwordErrors(error, gateway.i18n));
        }
      },

      changeEmail: async (_root, { input }, gateway) => {
        const session = await loggedIn(gateway);
        if ('error' in session) return { customer: null, context: null, errors: [session.error] };
        const mistakes = formMistakes(() => commerce.logins.checkEmailChange(input), gateway);
        if (mistakes) return accountPayload(gateway, session.customer.id, mistakes);
        const refused = await guarded(gateway, {
          client: 'passwordCheckPerClient',
          passwordOf: session.customer.email,
        });
        if (refused) return accountPayload(gateway, session.customer.id, [refused]);
        try {
          const answer = await commerce.logins.changeEmail(session.token, input);
          await policy.loginBackoff.succeeded(session.customer.email);
          changed(gateway);
          return { customer: answer.customer, context: answer.context, errors: [] };
        } catch (error) {
          return accountPayload(gateway, session.customer.id, passwordErrors(error, gateway.i18n));
        }
      },
    },
  };
}

/** The user errors of a form check that refused the input; null when it passed. */
function formMistakes(check: () => unknown, gateway: GatewayContext): UserErrorModel[] | null {
  try {
    check();
    return null;
  } catch (error) {
    return userErrors(error, gateway.i18n);
  }
}
