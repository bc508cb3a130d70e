import { render } from '/vendor/lit-html/lit-html.js';
import { forceBanner, onConsentChange, unforceBanner, updateBanner } from './lib/banner-events.js';
import { CONSENT_COOKIE, deleteCookie, readCookies, setFakeTrackingCookies, watchCookies } from './lib/cookies.js';
import { playground } from './lib/playground.js';
import { defaults, fromQuery, isDefault, toBannerSettings, toQuery, withField } from './lib/settings.js';

const container = document.getElementById('playground');
const banner = document.querySelector('sq-cookie-banner');

const state = {
  settings: fromQuery(location.search),
  forced: false,
  cookies: readCookies(),
  consentLog: [],
};

// Settings from the address (kept across "Reset choice") reach the banner before it upgrades.
if (banner && !isDefault(state.settings)) banner.settings = toBannerSettings(state.settings);

function applySettings(settings) {
  state.settings = settings;
  history.replaceState(history.state, '', `${location.pathname}${toQuery(settings)}${location.hash}`);
  updateBanner(toBannerSettings(settings));
  update();
}

const actions = {
  change: (field, value) => applySettings(withField(state.settings, field, value)),
  restoreDefaults: () => applySettings({ ...defaults }),
  force: () => {
    state.forced = true;
    forceBanner();
    update();
  },
  unforce: () => {
    state.forced = false;
    unforceBanner();
    update();
  },
  resetChoice: () => {
    deleteCookie(CONSENT_COOKIE);
    location.reload();
  },
  setTrackingCookies: () => {
    setFakeTrackingCookies();
    update();
  },
};

function update() {
  state.cookies = readCookies();
  render(playground(state, actions), container);
}

onConsentChange((accepted) => {
  state.consentLog = [{ at: new Date(), accepted }, ...state.consentLog];
  update();
});
watchCookies(update);
container.replaceChildren();
update();
