// The cookie banner playground on its docs page (/docs/elements/sq-cookie-banner): controls for the live banner there.
import { render } from '/vendor/lit-html/lit-html.js';
import { forceBanner, onConsentChange, unforceBanner, updateBanner } from './lib/banner-events.js';
import { watchBanner } from './lib/banner-state.js';
import { CONSENT_COOKIE, deleteCookie, readCookies, setFakeTrackingCookies, watchCookies } from './lib/cookies.js';
import { playground } from './lib/playground.js';
import { defaults, fromQuery, isDefault, toBannerSettings, toQuery, withField } from './lib/settings.js';

const container = document.getElementById('playground');
const banner = document.querySelector('sq-cookie-banner');

const state = {
  settings: fromQuery(location.search),
  banner: 'loading',
  cookies: readCookies(),
  consentLog: [],
};

// Settings from the address (kept across "Reset choice") reach the banner before it upgrades.
if (!isDefault(state.settings)) banner.settings = toBannerSettings(state.settings);

function applySettings(settings) {
  state.settings = settings;
  history.replaceState(history.state, '', `${location.pathname}${toQuery(settings)}${location.hash}`);
  updateBanner(toBannerSettings(settings));
  update();
}

const actions = {
  change: (field, value) => applySettings(withField(state.settings, field, value)),
  restoreDefaults: () => applySettings({ ...defaults }),
  force: forceBanner,
  unforce: unforceBanner,
  resetChoice: () => {
    deleteCookie(CONSENT_COOKIE);
    // A fresh load rather than reload(), which would restore the scroll position and hide a TOP banner.
    location.assign(`${location.pathname}${location.search}`);
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

// A forced banner is modal and traps focus, so the Unforce button cannot be reached: Escape stands in for it.
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && state.banner === 'forced') unforceBanner();
});

watchCookies(update);
watchBanner(banner, (shown) => {
  state.banner = shown;
  update();
});
container.replaceChildren();
update();
