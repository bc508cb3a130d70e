import { useLayoutEffect, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { BILLING_DISPLAYS, type BillingDisplay } from '../../shared/constants/enums.js';
import { billingDisplayOf, showBillingDisplay } from '../../shared/commerce/pricing-toggle.js';
import { t } from '../../shared/i18n/format.js';

export interface PricingToggleProps extends HostContext {
  value?: string | undefined;
  label?: string | undefined;
  monthlyLabel?: string | undefined;
  annualLabel?: string | undefined;
}

/** Two toggle buttons (a labelled group, each `aria-pressed`) that show the monthly or the annual prices and join buttons among the element's children. */
export function PricingToggle({ value, label, monthlyLabel, annualLabel, host, emit, lightDomVersion }: PricingToggleProps) {
  const [display, setDisplay] = useState<BillingDisplay>(() => billingDisplayOf(value));
  // A new `value` resets the choice during render: an effect would run after a click made right after mounting and undo it.
  const [valueShown, setValueShown] = useState(value);
  if (value !== valueShown) {
    setValueShown(value);
    setDisplay(billingDisplayOf(value));
  }
  // Before paint, so the other period's prices never flash.
  useLayoutEffect(() => showBillingDisplay(host, display), [host, display, lightDomVersion]);

  const choose = (next: BillingDisplay) => {
    if (next === display) return;
    setDisplay(next);
    emit('sq-pricing-change', { value: next });
  };
  const names: Record<BillingDisplay, string> = { monthly: monthlyLabel || t('pricingMonthly'), annual: annualLabel || t('pricingAnnual') };
  return (
    <>
      <div className="toggle" part="toggle" role="group" aria-label={label || t('pricingToggleLabel')}>
        {BILLING_DISPLAYS.map((option) => (
          <button
            key={option}
            type="button"
            className="option"
            part={option === display ? `option ${option} selected` : `option ${option}`}
            aria-pressed={option === display}
            onClick={() => choose(option)}
          >
            {names[option]}
          </button>
        ))}
      </div>
      <slot />
    </>
  );
}
