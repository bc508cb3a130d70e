import type { App, RouteOptions } from '../app.js';
import health from './health.js';
import forms from './forms.js';
import formPosts from './form-posts.js';
import siteUsers from './site-users.js';
import auth from './auth.js';
import census from './census.js';
import consent from './consent.js';
import events from './events.js';
import track from './track.js';
import performance from './performance.js';
import headerFooter from './header-footer.js';
import multilingual from './multilingual.js';
import fullstory from './fullstory.js';
import widget from './widget.js';
import commerceCart from './commerce-cart.js';
import checkoutPages from './checkout-pages.js';
import commerceReviews from './commerce-reviews.js';
import configArea from './config-area.js';
import docs from './docs.js';
import fonts from './fonts.js';
import sitePageRoutes from './site-pages.js';
import embedFrame from './embed-frame.js';
import places from './places.js';
import maps from './maps.js';
import calendarEvents from './calendar-events.js';
import search from './search.js';
import configInbox from './config-inbox.js';
import configForms from './config-forms.js';
import configContent from './config-content.js';
import configSiteSettings from './config-site-settings.js';
import configOwners from './config-owners.js';

/** Every route module, each a Fastify plugin; app.ts registers them in this order with the app's options. */
export const routes: ((app: App, options: RouteOptions) => Promise<void>)[] = [
  health,
  forms,
  formPosts,
  siteUsers,
  auth,
  census,
  consent,
  events,
  track,
  performance,
  headerFooter,
  multilingual,
  fullstory,
  widget,
  commerceCart,
  commerceReviews,
  checkoutPages,
  configArea,
  docs,
  fonts,
  embedFrame,
  places,
  maps,
  calendarEvents,
  search,
  configInbox,
  configForms,
  configContent,
  configSiteSettings,
  configOwners,
  // Last: every path no other route answers is a page of the site, or its not-found page.
  sitePageRoutes,
];
