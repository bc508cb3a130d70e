import { expect } from '@open-wc/testing';
import { billingCyclesText, billingPeriodText, isIndefinite, subscriptionWording } from '../../src/shared/commerce/subscription.js';

describe('subscription wording', () => {
  it('renews every week, month or year for one unit', () => {
    expect(billingPeriodText({ value: 1, unit: 'week' })).to.equal('renews every week');
    expect(billingPeriodText({ value: 1, unit: 'month' })).to.equal('renews every month');
    expect(billingPeriodText({ value: 1, unit: 'year' })).to.equal('renews every year');
  });

  it('says every {n} units for more than one', () => {
    expect(billingPeriodText({ value: 2, unit: 'week' })).to.equal('every 2 weeks');
    expect(billingPeriodText({ value: 3, unit: 'month' })).to.equal('every 3 months');
    expect(billingPeriodText({ value: 5, unit: 'year' })).to.equal('every 5 years');
  });

  it('gives undefined for an unusable period', () => {
    expect(billingPeriodText({ value: 1, unit: 'day' })).to.equal(undefined);
    expect(billingPeriodText({ value: 0, unit: 'month' })).to.equal(undefined);
    expect(billingPeriodText({ value: -1, unit: 'month' })).to.equal(undefined);
    expect(billingPeriodText({ value: 1.5, unit: 'month' })).to.equal(undefined);
    expect(billingPeriodText({ value: Number.NaN, unit: 'month' })).to.equal(undefined);
  });

  it('counts payments, with 0 meaning indefinite', () => {
    expect(billingCyclesText(12)).to.equal('for 12 payments');
    expect(billingCyclesText(2)).to.equal('for 2 payments');
    expect(billingCyclesText(1)).to.equal('for 1 payment');
    expect(billingCyclesText(0)).to.equal(undefined);
    expect(billingCyclesText(undefined)).to.equal(undefined);
    expect(billingCyclesText(-3)).to.equal(undefined);
  });

  it('joins the period and the payments', () => {
    expect(subscriptionWording({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 })).to.equal('renews every month for 12 payments');
    expect(subscriptionWording({ billingPeriod: { value: 3, unit: 'month' }, numBillingCycles: 4 })).to.equal('every 3 months for 4 payments');
    expect(subscriptionWording({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 1 })).to.equal('every 2 weeks for 1 payment');
    expect(subscriptionWording({ billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 0 })).to.equal('renews every year');
    expect(subscriptionWording({ billingPeriod: { value: 1, unit: 'year' } })).to.equal('renews every year');
    expect(subscriptionWording({ billingPeriod: { value: 1, unit: 'fortnight' }, numBillingCycles: 3 })).to.equal(undefined);
  });

  it('knows an indefinite plan', () => {
    expect(isIndefinite({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 })).to.equal(true);
    expect(isIndefinite({ billingPeriod: { value: 1, unit: 'month' } })).to.equal(true);
    expect(isIndefinite({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 6 })).to.equal(false);
  });
});
