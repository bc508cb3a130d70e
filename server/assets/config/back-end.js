// The back end around the site preview (§2 keyboard): the guide, the fullscreen preview and
// logging out, from its buttons, from Escape pressed here, and from the runtime in the framed
// page, which dispatches `sq-back-end-action` ({ action: 'closeGuide' | 'toggleFullscreenPreview' })
// on this window and reads `data-sq-guide-open` on <html> to choose.
import { CONNECTION_ERROR, errorText, postJson } from './api.js';

const GUIDE_OPEN = 'data-sq-guide-open';
const FULLSCREEN = 'data-sq-fullscreen-preview';

const root = document.documentElement;
const header = document.querySelector('.back-end-header');
const guide = document.getElementById('guide');
const guideToggle = document.getElementById('guide-toggle');
const guideClose = document.getElementById('guide-close');
const fullscreenToggle = document.getElementById('fullscreen-toggle');
const exitFullscreen = document.getElementById('exit-fullscreen');
const logoutButton = document.getElementById('logout');
const error = document.getElementById('back-end-error');
const preview = document.getElementById('preview');

const isGuideOpen = () => root.hasAttribute(GUIDE_OPEN);
const isFullscreen = () => root.hasAttribute(FULLSCREEN);
/** Focus on something about to be hidden; focus in the preview is the owner's and stays there. */
const focusIn = (element) => element.contains(document.activeElement);

function openGuide() {
  if (isFullscreen()) setFullscreen(false);
  root.setAttribute(GUIDE_OPEN, '');
  guide.hidden = false;
  guideToggle.setAttribute('aria-expanded', 'true');
  guideClose.focus();
}

function closeGuide() {
  if (!isGuideOpen()) return;
  const hadFocus = focusIn(guide);
  root.removeAttribute(GUIDE_OPEN);
  guide.hidden = true;
  guideToggle.setAttribute('aria-expanded', 'false');
  if (hadFocus) guideToggle.focus();
}

/** The runtime's fixed overlays (cookie banner, mobile information bar, badge) stand above this much of the window. */
const INSET = '--sq-viewport-inset-bottom';

/**
 * The exit button floats over the bottom of the fullscreen preview: the previewed page keeps that
 * strip clear, so its cookie banner and bars stay readable and reachable above the button.
 */
function keepExitClear() {
  let frameRoot;
  try {
    frameRoot = preview.contentDocument?.documentElement;
  } catch {
    return; // The preview left the site: its page cannot be reached.
  }
  if (!frameRoot) return;
  if (!isFullscreen()) {
    frameRoot.style.removeProperty(INSET);
    return;
  }
  const { top } = exitFullscreen.getBoundingClientRect();
  const frameBottom = preview.getBoundingClientRect().bottom;
  frameRoot.style.setProperty(INSET, `${Math.ceil(frameBottom - top + parseFloat(getComputedStyle(exitFullscreen).bottom))}px`);
}

/** Fullscreen hides the header and the guide (closing it), leaving the preview and the exit button. */
function setFullscreen(on) {
  if (on === isFullscreen()) return;
  const hadFocus = on ? focusIn(header) || focusIn(guide) : focusIn(exitFullscreen);
  if (on) closeGuide();
  root.toggleAttribute(FULLSCREEN, on);
  fullscreenToggle.setAttribute('aria-pressed', String(on));
  exitFullscreen.hidden = !on;
  keepExitClear();
  if (hadFocus) (on ? exitFullscreen : fullscreenToggle).focus();
}

/** Where logout goes (§2): the previewed page with logout=true, else the server's answer. */
function returnUrl(redirect) {
  try {
    const { pathname, search, hash } = preview.contentWindow.location;
    if (preview.contentWindow.location.origin === location.origin && !pathname.startsWith('/config')) {
      const url = new URL(pathname + search + hash, location.origin);
      url.searchParams.set('logout', 'true');
      return url.pathname + url.search + url.hash;
    }
  } catch {
    // The preview left the site: its address cannot be read.
  }
  return typeof redirect === 'string' && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/?logout=true';
}

let loggingOut = false;
async function logout() {
  if (loggingOut) return;
  loggingOut = true;
  error.textContent = '';
  try {
    const { status, data } = await postJson('/api/auth/Logout', {});
    if (status === 200) {
      location.assign(returnUrl(data.redirect));
      return;
    }
    error.textContent = errorText(data);
  } catch {
    error.textContent = CONNECTION_ERROR;
  }
  loggingOut = false;
}

function perform(action) {
  if (action === 'closeGuide') closeGuide();
  else if (action === 'toggleFullscreenPreview') setFullscreen(!isFullscreen());
}

guideToggle.addEventListener('click', () => (isGuideOpen() ? closeGuide() : openGuide()));
guideClose.addEventListener('click', closeGuide);
fullscreenToggle.addEventListener('click', () => setFullscreen(!isFullscreen()));
exitFullscreen.addEventListener('click', () => setFullscreen(false));
logoutButton.addEventListener('click', logout);

document.addEventListener('keydown', (event) => {
  if ((event.key !== 'Escape' && event.key !== 'Esc') || event.defaultPrevented) return;
  event.preventDefault();
  if (event.shiftKey) void logout();
  else perform(isGuideOpen() ? 'closeGuide' : 'toggleFullscreenPreview');
});

window.addEventListener('sq-back-end-action', (event) => perform(event.detail?.action));
// Every page the preview opens keeps the strip clear, and a window resize may change the button's size.
preview.addEventListener('load', keepExitClear);
window.addEventListener('resize', keepExitClear);
