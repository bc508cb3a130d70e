/** The owner back end's account screen (/config/account). Built into dist/config/ (rollup.config.mjs), served at /dist/config/account.js. */
import { AccountApp } from '../react/Owners/AccountApp.js';
import { startScreen } from './common/shell.js';

startScreen(<AccountApp />);
