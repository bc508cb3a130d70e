// The back end around the site preview: the guide, the fullscreen preview and
// logging out, from its buttons, from Escape pressed here, and from the runtime in the framed
// page, which dispatches `sq-back-end-action` ({ action: 'closeGuide' | 'toggleFullscreenPreview' })
// on this window and reads `data-sq-guide-open` on <html> to choose.
import { byId, errorText, postJson } from './api.js';
import { messages } from './messages.js';

const texts = messages();

const GUIDE_OPEN = 'data-sq-guide-open';
const FULLSCREEN = 'data-sq-fullscreen-preview';

const root = document.documentElement;
const header = document.querySelector<HTMLElement>('.back-end-header');
const guide = byId('guide', HTMLElement);
const guideToggle = byId('guide-toggle', HTMLButtonElement);
const guideClose = byId('guide-close', HTMLButtonElement);
const fullscreenToggle = byId('fullscreen-toggle', HTMLButtonElement);
const exitFullscreen = byId('exit-fullscreen', HTMLButtonElement);
const logoutButton = byId('logout', HTMLButtonElement);
const error = byId('back-end-error', HTMLElement);
const preview = byId('preview', HTMLIFrameElement);

/** What the runtime in the framed page asks of the back end. */
type BackEndAction = 'closeGuide' | 'toggleFullscreenPreview';

const isGuideOpen = () => root.hasAttribute(GUIDE_OPEN);
const isFullscreen = () => root.hasAttribute(FULLSCREEN);
/** Focus on something about to be hidden; focus in the preview is the owner's and stays there. */
const focusIn = (element: Element | null): boolean => element?.contains(document.activeElement) ?? false;

function openGuide(): void {
  if (isFullscreen()) setFullscreen(false);
  root.setAttribute(GUIDE_OPEN, '');
  guide.hidden = false;
  guideToggle.setAttribute('aria-expanded', 'true');
  guideClose.focus();
}

function closeGuide(): void {
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
function keepExitClear(): void {
  let frameRoot: HTMLElement | undefined;
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
function setFullscreen(on: boolean): void {
  if (on === isFullscreen()) return;
  const hadFocus = on ? focusIn(header) || focusIn(guide) : focusIn(exitFullscreen);
  if (on) closeGuide();
  root.toggleAttribute(FULLSCREEN, on);
  fullscreenToggle.setAttribute('aria-pressed', String(on));
  exitFullscreen.hidden = !on;
  keepExitClear();
  if (hadFocus) (on ? exitFullscreen : fullscreenToggle).focus();
}

/** Where logout goes: the previewed page with logout=true, else the server's answer. */
function returnUrl(redirect: unknown): string {
  try {
    const framed = preview.contentWindow?.location;
    if (!framed) throw new Error('The preview has no page');
    const { pathname, search, hash } = framed;
    if (framed.origin === location.origin && !pathname.startsWith('/config')) {
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
async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  error.textContent = '';
  try {
    const { status, data } = await postJson('/api/auth/Logout', {});
    if (status === 200) {
      location.assign(returnUrl(data.redirect));
      return;
    }
    error.textContent = errorText(data, texts.callFailed);
  } catch {
    error.textContent = texts.connectionFailed;
  }
  loggingOut = false;
}

function perform(action: unknown): void {
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

// The event comes from the framed page's window, whose CustomEvent is not this window's: read its detail as given.
window.addEventListener('sq-back-end-action', (event) => {
  const detail: unknown = 'detail' in event ? event.detail : undefined;
  perform(typeof detail === 'object' && detail !== null ? (detail as { action?: BackEndAction }).action : undefined);
});
// Every page the preview opens keeps the strip clear, and a window resize may change the button's size.
preview.addEventListener('load', keepExitClear);
window.addEventListener('resize', keepExitClear);
