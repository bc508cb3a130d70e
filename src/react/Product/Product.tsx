import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { defaultVariant, prepareProduct, problemsWarning, productPrice, hasValidPrice, stockOf } from '../../shared/commerce/product-display.js';
import { isGiftCard } from '../../shared/commerce/gift-card.js';
import { resolveProduct, usableImages, type ProductRecord } from '../../shared/commerce/product-source.js';
import { isOnSale, isSoldOut, isVariantSoldOut, productTypeName, workflowLabel } from '../../shared/commerce/product.js';
import { subscriptionWording } from '../../shared/commerce/subscription.js';
import { MAX_CART_QUANTITY, parseQuantity } from '../../shared/commerce/quantity.js';
import { findVariant, unselectedOption, type SelectedOptions } from '../../shared/commerce/variant-selection.js';
import { t } from '../../shared/i18n/format.js';
import { $site } from '../../shared/site/store.js';
import { GiftCardButton } from './GiftCardButton.js';
import { Price } from './Price.js';
import { ProductImages } from './ProductImages.js';
import { useAddToCart } from './useAddToCart.js';
import { VariantSelectors } from './VariantSelectors.js';

export interface ProductProps extends HostContext {
  product?: unknown;
  productId?: string | undefined;
  currency?: string | undefined;
  headingLevel?: number | undefined;
}

/** Light-DOM content to show instead of the product: anything but the JSON script and blank text. */
function hasFallbackContent(host: HTMLElement): boolean {
  return [...host.childNodes].some((node) =>
    node.nodeType === Node.ELEMENT_NODE
      ? (node as Element).localName !== 'script'
      : node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
  );
}

/**
 * One product: images, price, badges, variant choice, quantity and add to cart through
 * `$cart`; a gift card goes to the gift card checkout instead.
 */
export function Product({ product: productProperty, productId, currency, headingLevel, host, lightDomVersion }: ProductProps) {
  const site = useStore($site);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lightDomVersion changes with the light DOM, which the memo re-reads
  const source = useMemo(() => resolveProduct(productProperty, host, productId, site), [productProperty, host, productId, site, lightDomVersion]);
  const prepared = useMemo(
    () => (source.ok ? prepareProduct(currency ? { ...source.product, currency } : source.product, source.storeCurrency) : undefined),
    [source, currency],
  );

  useEffect(() => {
    if (!source.ok) console.warn(t('productNotShown', { reason: source.reason }, 'en'));
    else if (prepared && prepared.problems.length > 0) console.warn(problemsWarning(source.product, prepared.problems));
  }, [source, prepared]);

  if (!source.ok || !prepared || prepared.unusable) {
    return hasFallbackContent(host) ? (
      <slot />
    ) : (
      <p className="fallback" part="fallback">
        {t('productUnavailable')}
      </p>
    );
  }
  return <ProductView product={prepared.product} currency={prepared.currency} headingLevel={headingLevel} />;
}

function ProductView({
  product,
  currency,
  headingLevel,
}: {
  product: ProductRecord;
  currency: string | undefined;
  headingLevel: number | undefined;
}) {
  const id = useId();
  const [selected, setSelected] = useState<SelectedOptions>({});
  // As typed, so the field always shows what the visitor asked for; a bad quantity is refused, never corrected.
  const [quantity, setQuantity] = useState('1');
  const [quantityInvalid, setQuantityInvalid] = useState(false);
  const { state, add, fail } = useAddToCart();

  const title = typeof product.title === 'string' ? product.title : '';
  const chosen = findVariant(product, selected) ?? defaultVariant(product);
  const productSoldOut = isSoldOut(product);
  const soldOut = productSoldOut || (chosen !== undefined && isVariantSoldOut(chosen) && productTypeName(product.productType) !== 'DIGITAL');
  const published = product.workflowState === undefined || product.workflowState === 'published';
  const stock = stockOf(product, chosen);
  const subscription = product.subscriptionPlan ? subscriptionWording(product.subscriptionPlan) : undefined;
  const canAdd = published && !soldOut && typeof product.id === 'string' && (!chosen || hasValidPrice(chosen));
  const giftCard = isGiftCard(product);

  const select = (option: string, value: string | undefined) => setSelected((current) => ({ ...current, [option]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A gift card's button is not a submit button: it goes to the gift card checkout.
    if (!canAdd || giftCard) return;
    if (!chosen) {
      fail(t('productSelectOption', { option: unselectedOption(product, selected) }));
      return;
    }
    const wanted = parseQuantity(quantity);
    setQuantityInvalid(wanted === undefined);
    if (wanted === undefined) {
      fail(t('productQuantityInvalid', { max: MAX_CART_QUANTITY }));
      return;
    }
    const isDigital = productTypeName(product.productType) === 'DIGITAL';
    // More than the stock goes to the server all the same: its refusal says how many there are.
    void add({ productId: product.id!, ...(!isDigital && chosen.sku ? { sku: chosen.sku } : {}), quantity: wanted });
  };

  const buttonText = soldOut ? t('productSoldOut') : state.status === 'adding' ? t('productAdding') : t('productAddToCart');
  // On the product's own page its title is the page's heading.
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="product" part="product" aria-labelledby={`${id}-title`}>
      <ProductImages images={usableImages(product.images)} title={title} />
      <div className="details" part="details">
        <Heading className="title" part="title" id={`${id}-title`}>
          {title}
        </Heading>
        {(productSoldOut || isOnSale(product) || !published) && (
          <p className="badges" part="badges">
            {!published && (
              <span className="badge workflow" part="badge workflow">
                {workflowLabel(product.workflowState)}
              </span>
            )}
            {productSoldOut && (
              <span className="badge sold-out" part="badge sold-out">
                {t('productSoldOut')}
              </span>
            )}
            {isOnSale(product) && !productSoldOut && (
              <span className="badge on-sale" part="badge on-sale">
                {t('productOnSale')}
              </span>
            )}
          </p>
        )}
        <Price display={productPrice(product, findVariant(product, selected), currency)} />
        {subscription && (
          <p className="subscription" part="subscription">
            {subscription}
          </p>
        )}
        {typeof product.excerpt === 'string' && product.excerpt && (
          <p className="excerpt" part="excerpt">
            {product.excerpt}
          </p>
        )}
        <form className="purchase" part="purchase" onSubmit={submit} noValidate>
          <VariantSelectors product={product} selected={selected} idPrefix={id} onSelect={select} />
          {chosen && (chosen.sku || stock !== undefined) && (
            <p className="stock" part="stock">
              {chosen.sku && <span part="sku">{t('productSku', { sku: chosen.sku })}</span>}
              {chosen.sku && stock !== undefined && stock > 0 && ' · '}
              {stock !== undefined && stock > 0 && <span part="in-stock">{t('productInStock', { n: stock })}</span>}
            </p>
          )}
          {giftCard ? (
            <GiftCardButton product={product} chosen={chosen} selected={selected} disabled={!canAdd} soldOut={soldOut} onFail={fail} />
          ) : (
            <>
              <div className="quantity" part="quantity">
                <label htmlFor={`${id}-quantity`} part="label">
                  {t('productQuantity')}
                </label>
                <input
                  id={`${id}-quantity`}
                  part="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={stock && stock > 0 ? stock : undefined}
                  value={quantity}
                  disabled={!canAdd}
                  aria-invalid={quantityInvalid || undefined}
                  aria-describedby={quantityInvalid ? `${id}-status` : undefined}
                  onChange={(event) => {
                    setQuantity(event.target.value);
                    setQuantityInvalid(false);
                  }}
                />
              </div>
              {/* While adding it stays focusable (aria-disabled, the hook ignores presses): disabling it would drop a keyboard user's focus. */}
              <button className="add" part="add-to-cart" type="submit" disabled={!canAdd} aria-disabled={state.status === 'adding' || undefined}>
                {buttonText}
              </button>
            </>
          )}
          <p
            id={`${id}-status`}
            className={state.status === 'failed' ? 'status failed' : 'status'}
            part={state.status === 'failed' ? 'status status-failed' : 'status'}
            role="status"
          >
            {'message' in state ? state.message : ''}
          </p>
        </form>
      </div>
    </article>
  );
}
