/**
 * Monthly and annual prices with their join links. `<sq-pricing-toggle>` shows one period at a
 * time; without scripts both show, each under its own label.
 */
import { html } from 'lit-html';
import { siteHref } from './links.js';
import { isText, type Block, type BlockType } from './types.js';

export interface PricingPeriod {
  /** 'Monthly', 'Annual': shown above the period's prices where both show. */
  label: string;
  price: string;
  link: { text: string; href: string };
}

export interface PricingToggleBlock extends Block {
  type: 'pricing-toggle';
  monthly: PricingPeriod;
  annual: PricingPeriod;
}

function periodProblem(period: unknown, name: string): string | undefined {
  const entry = (period ?? {}) as Partial<PricingPeriod>;
  if (!isText(entry.label) || !isText(entry.price)) return `${name} needs a label and a price`;
  if (!isText(entry.link?.text) || !siteHref(entry.link?.href)) return `${name} needs a link with a text and an http(s) or site href`;
  return undefined;
}

const period = (billing: 'monthly' | 'annual', entry: PricingPeriod) =>
  html`<div class="pricing-period" data-billing=${billing}>
    <p class="pricing-period-label">${entry.label}</p>
    <p class="pricing-period-price">${entry.price}</p>
    <p><a class="button" href=${siteHref(entry.link.href) ?? '#'}>${entry.link.text}</a></p>
  </div>`;

export const pricingToggleBlock: BlockType<PricingToggleBlock> = {
  type: 'pricing-toggle',
  element: 'sq-pricing-toggle',
  check: (block) => periodProblem(block.monthly, 'monthly') ?? periodProblem(block.annual, 'annual'),
  template: (block) =>
    html`<sq-pricing-toggle id=${block.id} class="block block-pricing"
      >${period('monthly', block.monthly)}${period('annual', block.annual)}</sq-pricing-toggle
    >`,
};
