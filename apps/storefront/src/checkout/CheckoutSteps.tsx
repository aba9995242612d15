import { useLingui } from '@lingui/react/macro';
import { StepIndicator } from '@shop/ui/form';
import { ShopLink } from '../components/ShopLink';

export type CheckoutStep = 'contact' | 'shipment' | 'payment';

const ORDER: CheckoutStep[] = ['contact', 'shipment', 'payment'];
const PATHS: Record<CheckoutStep, string> = {
  contact: '/checkout/',
  shipment: '/checkout/shipment/',
  payment: '/checkout/payment/',
};

/** The checkout's step indicator: done steps link back to be changed. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useLingui();
  const labels: Record<CheckoutStep, string> = { contact: t`Contact`, shipment: t`Shipment`, payment: t`Payment` };
  const at = ORDER.indexOf(current);
  return (
    <StepIndicator
      label={t`Checkout steps`}
      Link={ShopLink}
      steps={ORDER.map((step, index) => ({
        label: labels[step],
        href: PATHS[step],
        state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
      }))}
    />
  );
}
