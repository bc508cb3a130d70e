/** The owner back end's content workflow (/config/content, and a collection's panel at /config/pages/{id}). Built into dist/config/ (rollup.config.mjs), served at /dist/config/content.js. */
import { ContentApp } from '../react/Content/ContentApp.js';
import { startScreen } from './common/shell.js';

// A collection's panel (/config/pages/{id}) names its collection on the mount point.
const mount = document.getElementById('back-end-app');
const id = mount?.dataset.collectionId;
const title = mount?.dataset.collectionTitle;

startScreen(<ContentApp collection={id && title !== undefined ? { id, title } : undefined} />);
