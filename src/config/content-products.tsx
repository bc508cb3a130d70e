/** The store's products and their workflow (/config/content/products). Built into dist/config/, served at /dist/config/content-products.js. */
import { ContentApp } from '../react/Content/ContentApp.js';
import { startScreen } from './common/shell.js';

startScreen(<ContentApp only="products" />);
