import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { login, withFallbackMessage } from '../account/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { UserErrorLike } from '../lib/user-errors';
import { ContactForm, ReturningCustomerLogin } from './ContactStep';
import type { CheckoutContactStepQuery, CheckoutContextFragment } from './checkout.generated';
import { saveContactEmail } from './checkout-actions';
import { StepFrame } from './StepFrame';
import { failed, useStepContext, useStore } from './step-context';

/** `/checkout/`: the order's e-mail address, or a returning customer's login. */
export function ContactPage({
  data,
}: {
  data: { context: CheckoutContextFragment; customer: CheckoutContactStepQuery['customer'] };
}) {
  const { t } = useLingui();
  const store = useStore();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const router = useRouter();
  const [context, setContext] = useStepContext(data.context);
  const customer = data.customer;
  const country = store.country as CountryCode;
  const cannotSave = t`Your details could not be saved. Please try again.`;
  const saveEmail = async (email: string): Promise<readonly UserErrorLike[]> => {
    const answer = await saveContactEmail(graphql, email);
    if (answer.context) setContext(answer.context);
    if (answer.errors.length === 0) await navigate({ to: '/checkout/shipment/' });
    return answer.errors;
  };
  return (
    <StepFrame step="contact" title={<Trans>Your email address</Trans>} cart={context.cart}>
      {!customer && (
        <ReturningCustomerLogin
          country={country}
          onLogin={async (values) => {
            const failedMessage = t`You could not be logged in right now. Please try again.`;
            try {
              const outcome = await login(graphql, values);
              if (outcome.errors.length > 0) return withFallbackMessage(outcome.errors, failedMessage);
              // Logged in: the order's e-mail address is the account's, and the next step offers its addresses.
              const refusals = outcome.customer ? await saveEmail(outcome.customer.email) : [];
              // Refused or not moved on: the step shows the logged-in customer, with the refusal.
              if (refusals.length > 0 || !outcome.customer) await router.invalidate();
              return refusals;
            } catch (error) {
              console.error('[checkout] login failed:', error);
              return [{ code: 'NETWORK', message: failedMessage }];
            }
          }}
        />
      )}
      <ContactForm
        key={customer?.email ?? 'guest'}
        country={country}
        email={customer?.email ?? context.email ?? ''}
        accountEmail={customer !== null}
        onSubmit={async (email) => {
          try {
            return await saveEmail(email);
          } catch {
            return failed(cannotSave);
          }
        }}
      />
    </StepFrame>
  );
}
