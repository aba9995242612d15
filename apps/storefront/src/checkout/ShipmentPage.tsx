import { Trans, useLingui } from '@lingui/react/macro';
import type { CountryCode } from '@shop/i18n';
import { countryName } from '@shop/i18n';
import { useNavigate } from '@tanstack/react-router';
import { addressValues, findServicePoints } from '../address/public';
import { useGraphql } from '../lib/hooks/use-graphql';
import type { CheckoutContextFragment, CheckoutShipmentQuery } from './checkout.generated';
import { saveShipment, saveShippingMethod } from './checkout-actions';
import { ShipmentForm } from './ShipmentForm';
import { StepFrame } from './StepFrame';
import { failed, useStepContext, useStore } from './step-context';

/** `/checkout/shipment/`: the addresses, the shipping method and a pickup point. */
export function ShipmentPage({ data }: { data: CheckoutShipmentQuery & { context: CheckoutContextFragment } }) {
  const { t } = useLingui();
  const store = useStore();
  const graphql = useGraphql();
  const navigate = useNavigate();
  const [context, setContext] = useStepContext(data.context);
  const country = store.country as CountryCode;
  const methods = data.shippingMethods;
  const selected =
    methods.find((method) => method.selected) ?? methods.find((method) => method.id === context.shippingMethod.id);
  const provider = selected?.servicePointsProvider;
  const chosenPoint = context.pickup && context.pickup.servicePoint.provider === provider ? context.pickup : null;
  const cannotSave = t`Your details could not be saved. Please try again.`;
  // A logged-in customer's addresses the store delivers to: the default billing one fills an empty form.
  const savedAddresses = (data.customer?.addresses ?? []).filter((address) => address.country.iso === country);
  const defaultBilling = savedAddresses.find((address) => address.isDefaultBilling) ?? null;
  const defaultShipping = savedAddresses.find((address) => address.isDefaultShipping) ?? null;
  return (
    <StepFrame step="shipment" title={<Trans>Shipment</Trans>} cart={context.cart}>
      <ShipmentForm
        country={country}
        countryName={countryName(country, store.locale)}
        salutations={data.storeConfig.salutations}
        shippingMethods={methods}
        chosenPoint={chosenPoint?.servicePoint ?? null}
        savedAddresses={savedAddresses}
        defaultValues={{
          billingAddress: addressValues(context.billingAddress ?? defaultBilling, country),
          differentShipping: context.shippingAddress !== null,
          shippingAddress: addressValues(context.shippingAddress ?? defaultShipping, country),
          shippingMethodId: selected?.id ?? context.shippingMethod.id,
          servicePointId: chosenPoint?.servicePoint.id ?? '',
          dhlCustomerNumber: chosenPoint?.dhlCustomerNumber ?? '',
        }}
        searchServicePoints={(pointsProvider, query) => findServicePoints(graphql, pointsProvider, query)}
        onMethodChange={async (id) => {
          try {
            const answer = await saveShippingMethod(graphql, id);
            if (answer.context) setContext(answer.context);
            return answer.errors;
          } catch {
            return failed(cannotSave);
          }
        }}
        onSubmit={async (values, pickup) => {
          try {
            const step = { values, pickup, savedMethodId: context.shippingMethod.id };
            const refusals = await saveShipment(graphql, step, setContext);
            if (refusals.length > 0) return refusals;
            await navigate({ to: '/checkout/payment/' });
            return [];
          } catch {
            return failed(cannotSave);
          }
        }}
      />
    </StepFrame>
  );
}
