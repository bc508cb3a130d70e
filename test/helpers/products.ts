/** Product records shaped like demo/site/products.json, for the product element tests. */
export const mug = {
  id: 'mug',
  title: 'Tide mug',
  productType: 'PHYSICAL',
  workflowState: 'published',
  excerpt: 'A 300 ml mug in a blue glaze.',
  images: [
    { src: '/s/mug.jpg', alt: 'A blue mug', width: 800, height: 800 },
    { src: '/s/mug-side.jpg', alt: 'The mug from the side', width: 800, height: 800 },
  ],
  variants: [
    {
      sku: 'SQ0000101',
      price: 3800,
      salePrice: 0,
      onSale: false,
      qtyInStock: 12,
      unlimited: false,
      optionValues: [{ optionName: 'Size', value: '300 ml' }],
    },
    {
      sku: 'SQ0000102',
      price: 4400,
      salePrice: 3900,
      onSale: true,
      qtyInStock: 4,
      unlimited: false,
      optionValues: [{ optionName: 'Size', value: '450 ml' }],
    },
    {
      sku: 'SQ0000103',
      price: 5000,
      salePrice: 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: false,
      optionValues: [{ optionName: 'Size', value: '600 ml' }],
    },
  ],
};

export const bowl = {
  id: 'bowl',
  title: 'Dune bowl',
  productType: 'PHYSICAL',
  workflowState: 'published',
  variants: [{ sku: 'SQ0000201', price: 6400, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: false, optionValues: [] }],
};

export const notebook = {
  id: 'notebook',
  title: 'The glaze notebook (PDF)',
  productType: 'DIGITAL',
  workflowState: 'published',
  priceCents: 1800,
  salePriceCents: 1200,
  onSale: true,
};

export const club = {
  id: 'club',
  title: 'Mug of the month club',
  productType: 'PHYSICAL',
  workflowState: 'published',
  subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 12 },
  variants: [{ sku: 'SQ0000601', price: 3200, salePrice: 0, onSale: false, qtyInStock: 0, unlimited: true, optionValues: [] }],
};

export const giftCard = {
  id: 'gift-card',
  title: 'Studio gift card',
  productType: 'GIFT_CARD',
  workflowState: 'published',
  variants: [
    {
      sku: 'SQ0000701',
      price: 2500,
      salePrice: 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: true,
      optionValues: [{ optionName: 'Amount', value: '$25' }],
    },
    {
      sku: 'SQ0000702',
      price: 5000,
      salePrice: 0,
      onSale: false,
      qtyInStock: 0,
      unlimited: true,
      optionValues: [{ optionName: 'Amount', value: '$50' }],
    },
  ],
};
