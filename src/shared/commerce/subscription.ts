/** Subscription plan wording: 'renews every month', 'every 3 months', '… for 12 payments'. */
import { BillingPeriodUnit } from '../constants/enums.js';
import { INDEFINITE_BILLING_CYCLES } from '../constants/limits.js';
import { t } from '../i18n/format.js';

export interface BillingPeriod {
  value: number;
  unit: BillingPeriodUnit | string;
}

export interface SubscriptionPlan {
  billingPeriod: BillingPeriod;
  /** 0 (or absent) means indefinite. */
  numBillingCycles?: number;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/** 'renews every week' for one unit, 'every {n} weeks' for more; undefined for an unknown unit or a value under 1. */
export function billingPeriodText(billingPeriod: BillingPeriod, locale?: string): string | undefined {
  const { value, unit } = billingPeriod;
  if (!isCount(value)) return undefined;
  switch (unit) {
    case BillingPeriodUnit.WEEK:
      return t('subscriptionEveryWeeks', { n: value }, locale);
    case BillingPeriodUnit.MONTH:
      return t('subscriptionEveryMonths', { n: value }, locale);
    case BillingPeriodUnit.YEAR:
      return t('subscriptionEveryYears', { n: value }, locale);
    default:
      return undefined;
  }
}

/** 'for {p} payments' ('for 1 payment'); undefined when indefinite (0) or not a whole count. */
export function billingCyclesText(numBillingCycles: number | undefined, locale?: string): string | undefined {
  if (numBillingCycles === INDEFINITE_BILLING_CYCLES || !isCount(numBillingCycles)) return undefined;
  return t('subscriptionForPayments', { p: numBillingCycles }, locale);
}

export function isIndefinite(plan: SubscriptionPlan): boolean {
  return (plan.numBillingCycles ?? INDEFINITE_BILLING_CYCLES) === INDEFINITE_BILLING_CYCLES;
}

/** The whole wording, 'every 3 months for 4 payments'; undefined when the billing period is unusable. */
export function subscriptionWording(plan: SubscriptionPlan, locale?: string): string | undefined {
  const period = billingPeriodText(plan.billingPeriod, locale);
  if (period === undefined) return undefined;
  const payments = billingCyclesText(plan.numBillingCycles, locale);
  return payments === undefined ? period : `${period} ${payments}`;
}
