import type { HostContext } from '../common/host-context.js';
import { donateCheckoutUrl } from '../../shared/commerce/checkout.js';
import { t } from '../../shared/i18n/format.js';

export interface DonationProps extends HostContext {
  donatePageId?: string | undefined;
  label?: string | undefined;
}

/** The donation block's button: a link to the donation checkout of its donate page. */
export function Donation({ donatePageId, label }: DonationProps) {
  if (!donatePageId) return <slot />;
  return (
    <a className="button" part="button" href={donateCheckoutUrl(donatePageId)}>
      {label || t('donationButton')}
    </a>
  );
}
