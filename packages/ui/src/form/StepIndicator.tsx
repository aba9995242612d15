import type { ReactNode } from 'react';
import type { LinkComponent, LinkProps } from '../Link';
import styles from './Form.module.css';

const PlainLink: LinkComponent = (props: LinkProps) => <a {...props} />;

export interface Step {
  label: ReactNode;
  /** Where a finished step can be opened again; absent for the current and the coming steps. */
  href?: string | undefined;
  state: 'done' | 'current' | 'upcoming';
}

export interface StepIndicatorProps {
  /** The list's accessible name (e.g. "Checkout steps"). */
  label: string;
  steps: readonly Step[];
  Link?: LinkComponent | undefined;
}

/** Where the shopper is in a flow of steps: finished steps link back, the current one is `aria-current="step"`. */
export function StepIndicator({ label, steps, Link = PlainLink }: StepIndicatorProps) {
  return (
    <nav aria-label={label} className={styles.steps}>
      <ol>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed sequence
          <li key={index} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            {step.state === 'done' && step.href ? (
              <Link href={step.href}>{step.label}</Link>
            ) : (
              <span>{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
