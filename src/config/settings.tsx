/** The owner back end's settings screen (/config/settings). Built into dist/config/ (rollup.config.mjs), served at /dist/config/settings.js. */
import { SettingsApp } from '../react/SiteSettings/SettingsApp.js';
import { startScreen } from './common/shell.js';

startScreen(<SettingsApp />);
