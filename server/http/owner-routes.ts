import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { BackEndArea } from '../../src/shared/config/access.js';
import { requireOwner } from '../accounts/owners.js';

/** Who may call an owner route: owners allowed into an area of the back end (or into any of several), or any signed-in owner. */
export type OwnerRouteAccess = BackEndArea | readonly BackEndArea[] | 'signedIn';

/** An owner route as registered: what the server checks on every call to it. */
export interface OwnerRoute {
  method: string;
  url: string;
  owner: OwnerRouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is the back end's: only an owner signed in to the config area calls it (401
     * `loginRequired` otherwise), and only one allowed into this area (403 with the rule otherwise).
     */
    owner?: OwnerRouteAccess;
  }

  interface FastifyInstance {
    /** Every owner route, with who may call it. */
    ownerRoutes: OwnerRoute[];
  }
}

/** Where the back end's own calls live: a route here that does not say who may call it is refused at start-up. */
export const OWNER_API_PREFIX = '/api/config/';

/**
 * Guards every route that sets `config.owner` with the owner check (after the crumb check, which
 * every state-changing call passes first), and lists it in `app.ownerRoutes`. A route under
 * OWNER_API_PREFIX without `config.owner` is a mistake the server refuses to start with.
 */
export function addOwnerRoutes(app: FastifyInstance): void {
  const listed: OwnerRoute[] = [];
  app.decorate('ownerRoutes', listed);
  app.addHook('onRoute', (route) => {
    const owner = route.config?.owner;
    const methods = [route.method].flat();
    if (owner === undefined) {
      if (route.url.startsWith(OWNER_API_PREFIX))
        throw new Error(`${methods.join(',')} ${route.url} is a back-end route: its config must say which owners may call it`);
      return;
    }
    const guard = requireOwner(app, owner === 'signedIn' ? undefined : owner) as preValidationHookHandler;
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
    // HEAD comes with every GET.
    for (const method of methods) if (method !== 'HEAD') listed.push({ method, url: route.url, owner });
  });
}
