import { layoutStabilitySuite } from './layout/stability.js';

layoutStabilitySuite('chromium');
