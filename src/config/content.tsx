/** The owner back end's content workflow (/config/content). Built into dist/config/ (rollup.config.mjs), served at /dist/config/content.js. */
import { ContentApp } from '../react/Content/ContentApp.js';
import { startScreen } from './common/shell.js';

startScreen(<ContentApp />);
