/** The owner back end's inbox (/config/inbox). Built into dist/config/ (rollup.config.mjs), served at /dist/config/inbox.js. */
import { InboxApp } from '../react/Inbox/InboxApp.js';
import { startScreen } from './common/shell.js';

startScreen(<InboxApp />);
