import health from './health.js';

/** Every route module, each a Fastify plugin; app.js registers them in this order with the app's options. */
export const routes = [health];
