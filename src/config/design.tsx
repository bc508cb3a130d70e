/** The owner back end's design screen (/config/design). Built into dist/config/ (rollup.config.mjs), served at /dist/config/design.js. */
import { DesignApp } from '../react/SiteSettings/DesignApp.js';
import { startScreen } from './common/shell.js';

startScreen(<DesignApp siteTitle={document.querySelector('.back-end-header .site-title')?.textContent ?? ''} />);
