/** The owner back end's owners screen (/config/owners), for admins. Built into dist/config/ (rollup.config.mjs), served at /dist/config/owners.js. */
import { OwnersApp } from '../react/Owners/OwnersApp.js';
import { startScreen } from './common/shell.js';

startScreen(<OwnersApp />);
