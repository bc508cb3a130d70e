import { useEffect, useRef, type MouseEvent } from 'react';
import '../../elements/sq-product.js';
import type { ProductRecord } from '../../shared/commerce/product-source.js';
import { trapFocus } from '../../shared/dom/focus-trap.js';
import { t } from '../../shared/i18n/format.js';

export interface QuickViewProps {
  product: ProductRecord;
  /** The product's page, for its full details. */
  href: string | undefined;
  currency: string | undefined;
  /** The dialog closed (Escape, the Close button or a click on the backdrop). */
  onClose: () => void;
}

type ProductElement = HTMLElement & { product?: Record<string, unknown>; headingLevel?: number; currency?: string };

/**
 * A product of the list in a modal dialog: `<sq-product>` with its images, price, options and add
 * to cart, and a link to its page. The native modal dialog makes the page inert, and a focus trap
 * keeps Tab and Shift+Tab inside it (a modal dialog alone lets Tab leave for the browser's own
 * controls); Escape, the Close button and a click on the backdrop close it. Its own chunk, loaded on the first
 * quick view.
 */
export function QuickView({ product, href, currency, onClose }: QuickViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = document.createElement('sq-product') as ProductElement;
    element.headingLevel = 2;
    if (currency) element.currency = currency;
    element.product = product as unknown as Record<string, unknown>;
    element.setAttribute('part', 'quick-view-product');
    slot.current!.replaceChildren(element);
    const box = dialog.current!;
    box.showModal();
    const release = trapFocus(box, () => box.querySelector<HTMLButtonElement>('.quick-view-close') ?? box);
    return () => {
      release();
      if (box.open) box.close();
    };
  }, [product, currency]);

  // The box fills the dialog: a click on the dialog itself is on its backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click; Escape closes it from the keyboard
    <dialog
      ref={dialog}
      className="quick-view"
      part="quick-view"
      aria-label={product.title || t('productQuickView')}
      onClose={onClose}
      onClick={onClick}
    >
      <div className="quick-view-box">
        <button
          type="button"
          className="quick-view-close"
          part="quick-view-close"
          aria-label={t('productQuickViewClose')}
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div ref={slot} />
        {href && (
          <a className="quick-view-details" part="quick-view-details" href={href}>
            {t('productFullDetails')}
          </a>
        )}
      </div>
    </dialog>
  );
}
