import { Trans, useLingui } from '@lingui/react/macro';
import { Choice, Fieldset } from '@shop/ui/form';
import type { CheckoutShippingMethodFragment } from './checkout.generated';

/** The shipping methods with their costs ("Free" at zero); an inactive one cannot be chosen. */
export function ShippingMethods({
  methods,
  selectedId,
  error,
  onChange,
}: {
  methods: readonly CheckoutShippingMethodFragment[];
  selectedId: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Shipping method`} error={error}>
      {methods.map((option) => (
        <Choice
          key={option.id}
          name="shippingMethodId"
          value={option.id}
          checked={option.id === selectedId}
          disabled={!option.active}
          onChange={() => onChange(option.id)}
          label={option.name}
          aside={
            option.shippingCosts ? (
              option.shippingCosts.amount === 0 ? (
                <Trans>Free</Trans>
              ) : (
                option.shippingCosts.formatted
              )
            ) : undefined
          }
          details={option.description || undefined}
        />
      ))}
    </Fieldset>
  );
}
