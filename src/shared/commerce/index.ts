/** Commerce rules: money, products, subscriptions, checkout, cart; framework-free. */
export * from './money.js';
export * from './product.js';
export * from './variant-selection.js';
export * from './sku.js';
export * from './measurement.js';
export * from './product-problems.js';
export * from './product-shape.js';
export * from './quantity.js';
export * from './subscription.js';
export * from './checkout.js';
export * from './gift-card.js';
export * from './cart-count.js';
export * from './cart.js';
