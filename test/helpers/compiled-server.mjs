// `node --import ./test/helpers/compiled-server.mjs`: the server and src/shared from server/dist/ (see compiled-server-hooks.mjs).
import { register } from 'node:module';

register('./compiled-server-hooks.mjs', import.meta.url);
