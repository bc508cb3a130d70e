import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { recordQuickView } from '../../shared/analytics/events.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';
import { prepareProduct, problemsWarning, productPrice } from '../../shared/commerce/product-display.js';
import { resolveProductList } from '../../shared/commerce/product-list.js';
import { productPageUrl, usableImages, type ProductRecord } from '../../shared/commerce/product-source.js';
import { isOnSale, isSoldOut, workflowLabel } from '../../shared/commerce/product.js';
import { t } from '../../shared/i18n/format.js';
import { $site } from '../../shared/site/store.js';
import { Price } from '../Product/Price.js';

export interface ProductsProps extends HostContext {
  products?: unknown;
  collectionId?: string | undefined;
  currency?: string | undefined;
  quickView?: boolean | undefined;
}

/** The quick view dialog is its own chunk, with `<sq-product>`: fetched on the first quick view. */
const loadQuickView = lazyChunk(() => import('./QuickView.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);
type QuickViewModule = Awaited<ReturnType<typeof loadQuickView>>;

/** A product list (at most 200): each product's first image, title linking to its page, price and badges, with `<sq-product>`'s price rules. */
export function Products({ products, collectionId, currency, quickView, host, lightDomVersion }: ProductsProps) {
  const site = useStore($site);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lightDomVersion changes with the light DOM, which the memo re-reads
  const source = useMemo(() => resolveProductList(products, host, collectionId, site), [products, host, collectionId, site, lightDomVersion]);
  const prepared = useMemo(
    () => (source.ok ? source.products.map((product) => prepareProduct(currency ? { ...product, currency } : product, source.storeCurrency)) : []),
    [source, currency],
  );

  useEffect(() => {
    if (!source.ok) console.warn(t('productNotShown', { reason: source.reason }, 'en'));
    else for (const reason of source.leftOut) console.warn(t('productNotShown', { reason }, 'en'));
    for (const { product, problems } of prepared) if (problems.length > 0) console.warn(problemsWarning(product, problems));
  }, [source, prepared]);

  const shown = prepared.filter((entry) => !entry.unusable);
  // The product in the quick view, by its place in the list, once its chunk has loaded.
  const [viewing, setViewing] = useState<{ index: number; module: QuickViewModule }>();
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const openQuickView = (index: number) => {
    const product = shown[index]?.product;
    loadQuickView().then(
      (module) => {
        setViewing({ index, module });
        if (typeof product?.id === 'string' && product.id) recordQuickView(product.id);
      },
      (error: unknown) => console.error(t('productQuickViewFailed', { reason: String(error) }, 'en')),
    );
  };
  const closeQuickView = () => {
    const opener = viewing && openers.current[viewing.index];
    setViewing(undefined);
    opener?.focus();
  };
  const viewed = viewing && shown[viewing.index];

  if (shown.length === 0) {
    return (
      <p className="empty" part="empty">
        {t('productListEmpty')}
      </p>
    );
  }
  return (
    <>
      <ul className="list" part="list">
        {shown.map(({ product, currency: shownCurrency }, index) => (
          <ProductCard
            key={product.id ?? index}
            product={product}
            currency={shownCurrency}
            quickView={quickView ? () => openQuickView(index) : undefined}
            opener={(button) => (openers.current[index] = button)}
          />
        ))}
      </ul>
      {viewing && viewed && (
        <viewing.module.QuickView
          key={viewing.index}
          product={viewed.product}
          href={productPageUrl(viewed.product)}
          currency={viewed.currency}
          onClose={closeQuickView}
        />
      )}
    </>
  );
}

interface ProductCardProps {
  product: ProductRecord;
  currency: string | undefined;
  /** Opens the product in the quick view; no quick view button without it. */
  quickView: (() => void) | undefined;
  opener: (button: HTMLButtonElement | null) => void;
}

function ProductCard({ product, currency, quickView, opener }: ProductCardProps) {
  const [image] = usableImages(product.images);
  const href = productPageUrl(product);
  const title = typeof product.title === 'string' ? product.title : '';
  const soldOut = isSoldOut(product);
  const published = product.workflowState === undefined || product.workflowState === 'published';
  return (
    <li className="card" part="card">
      {image && (
        <img className="image" part="image" src={image.src} alt={image.alt ?? title} width={image.width} height={image.height} loading="lazy" />
      )}
      <h3 className="title" part="title">
        {href ? (
          <a part="link" href={href}>
            {title}
          </a>
        ) : (
          title
        )}
      </h3>
      {(soldOut || isOnSale(product) || !published) && (
        <p className="badges" part="badges">
          {!published && (
            <span className="badge workflow" part="badge workflow">
              {workflowLabel(product.workflowState)}
            </span>
          )}
          {(soldOut || isOnSale(product)) && (
            <span className={soldOut ? 'badge sold-out' : 'badge on-sale'} part={soldOut ? 'badge sold-out' : 'badge on-sale'}>
              {soldOut ? t('productSoldOut') : t('productOnSale')}
            </span>
          )}
        </p>
      )}
      <Price display={productPrice(product, undefined, currency)} />
      {quickView && (
        <button
          ref={opener}
          type="button"
          className={image ? 'quick-view-open over-image' : 'quick-view-open'}
          part="quick-view-open"
          aria-label={t('productQuickViewOf', { title })}
          onClick={quickView}
        >
          {t('productQuickView')}
        </button>
      )}
    </li>
  );
}
