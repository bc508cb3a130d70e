import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/runtime/sq-site.js';
import type { BackEndActionDetail } from '../../src/shared/events/back-end-action.js';
import { alert } from '../../src/runtime/dialogs.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { mountSite, resetSiteTest, sentSince, unmounted } from '../helpers/site.js';

const OWNER = {
  website: { id: 'site-1', developerMode: false, cloneable: false },
  websiteSettings: {},
  authenticatedAccount: { id: 'owner-1' },
  websiteRoles: [1],
};
const VISITOR = { ...OWNER, authenticatedAccount: null, websiteRoles: [] };
const SITE_HOST: { hostname: string; pathname: string; search: string; origin?: string } = {
  hostname: 'juniper.example',
  pathname: '/shop/',
  search: '?page=2',
};

let assigned: string[];

function at(location: Partial<typeof SITE_HOST>) {
  configureSiteRuntime({ assign: (url) => assigned.push(url), location: () => ({ ...SITE_HOST, ...location }) });
}

const site = (context: unknown) => mountSite(context);

const openDialogs = () => [...document.querySelectorAll('sq-dialog')];

beforeEach(() => {
  resetSiteTest();
  assigned = [];
  at({});
});
afterEach(async () => {
  for (const dialog of openDialogs()) dialog.remove();
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
});

describe('<sq-site> config redirect', () => {
  it('sends an owner to the config panel framing the page', async () => {
    await site(OWNER);
    expect(assigned).to.deep.equal([`/config/?frameUrl=${encodeURIComponent('/shop/?page=2')}`]);
  });

  it("keeps the owner on the page's own address when the site's base url names another", async () => {
    at({ origin: 'http://juniper.example:8181' });
    await site({ ...OWNER, website: { ...OWNER.website, baseUrl: 'http://localhost:8080' } });
    expect(assigned).to.deep.equal([`http://juniper.example:8181/config/?frameUrl=${encodeURIComponent('/shop/?page=2')}`]);
  });

  it('leaves visitors, viewers, developer-mode sites and localhost alone', async () => {
    for (const context of [VISITOR, { ...OWNER, websiteRoles: [10] }, { ...OWNER, website: { ...OWNER.website, developerMode: true } }]) {
      await site(context);
      fixtureCleanup();
      await unmounted();
    }
    at({ hostname: 'localhost' });
    await site(OWNER);
    expect(assigned).to.deep.equal([]);
  });

  it('remembers noredirect for the session', async () => {
    at({ search: '?noredirect' });
    await site(OWNER);
    expect(assigned).to.deep.equal([]);
    expect(sessionStorage.getItem('noredirect')).to.equal('true');
    fixtureCleanup();
    await unmounted();
    at({ search: '' });
    await site(OWNER);
    expect(assigned, 'a later page of the session stays too').to.deep.equal([]);
  });
});

describe('<sq-site> shortcuts', () => {
  it('Escape sends a logged-in owner to config', async () => {
    at({ hostname: 'localhost' });
    await site(OWNER);
    await sendKeys({ press: 'Escape' });
    expect(assigned).to.deep.equal([`/config/?frameUrl=${encodeURIComponent('/shop/?page=2')}`]);
  });

  it('Escape does nothing for a visitor without useEscapeKeyToLogin', async () => {
    const asked: Event[] = [];
    const onOpenLogin = (event: Event) => asked.push(event);
    window.addEventListener('sq-open-login', onOpenLogin);
    try {
      await site(VISITOR);
      await sendKeys({ press: 'Escape' });
      expect(assigned).to.deep.equal([]);
      expect(asked).to.have.length(0);
    } finally {
      window.removeEventListener('sq-open-login', onOpenLogin);
    }
  });

  it("with useEscapeKeyToLogin, Escape opens the page's own login when it takes sq-open-login", async () => {
    const asked: CustomEvent[] = [];
    const onOpenLogin = (event: CustomEvent) => {
      asked.push(event);
      event.preventDefault();
    };
    window.addEventListener('sq-open-login', onOpenLogin);
    try {
      await site({ ...VISITOR, websiteSettings: { useEscapeKeyToLogin: true } });
      await sendKeys({ press: 'Escape' });
      expect(asked.map((event) => event.detail)).to.deep.equal([{ returnTo: '/shop/?page=2' }]);
      expect(assigned, 'the page handled login itself').to.deep.equal([]);
    } finally {
      window.removeEventListener('sq-open-login', onOpenLogin);
    }
  });

  it('with useEscapeKeyToLogin and no login on the page, Escape goes to the config area', async () => {
    await site({ ...VISITOR, websiteSettings: { useEscapeKeyToLogin: true } });
    await sendKeys({ press: 'Escape' });
    expect(assigned).to.deep.equal([`/config/?frameUrl=${encodeURIComponent('/shop/?page=2')}`]);
  });

  it('Shift+Escape logs out through the API, then returns with logout=true', async () => {
    at({ hostname: 'localhost' });
    const since = Date.now();
    await site(OWNER);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Escape' });
    await sendKeys({ up: 'Shift' });
    await waitUntil(() => assigned.length > 0, 'the page goes to the return URL');
    const [call] = await sentSince('/api/auth/Logout', since);
    expect(call!.method).to.equal('POST');
    expect(call!.csrfHeader).to.be.a('string');
    expect(assigned).to.deep.equal(['/?logout=true']);
  });

  it('leaves Escape to an open dialog', async () => {
    at({ hostname: 'localhost' });
    await site(OWNER);
    const result = alert({ title: 'Hold on' });
    await waitUntil(() => openDialogs()[0]?.shadowRoot?.querySelector('button'), 'the alert is shown');
    // The alert hears Escape once focus is inside it.
    await waitUntil(() => openDialogs()[0]!.shadowRoot!.activeElement !== null, 'focus moves into the alert');
    await sendKeys({ press: 'Escape' });
    expect(await result).to.equal('cancel');
    expect(assigned).to.deep.equal([]);
  });
});

describe('<sq-site> in the back end', () => {
  let frame: HTMLIFrameElement;
  let backEnd: Window;
  let actions: string[];
  const onAction = (event: CustomEvent<BackEndActionDetail>) => actions.push(event.detail.action);

  beforeEach(async () => {
    // A real window stands for the config area framing the page.
    frame = document.createElement('iframe');
    // Firefox replaces a new frame's first blank document when it loads (the window stays): wait for
    // that, so the attributes the tests set are on the document the runtime reads.
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    backEnd = frame.contentWindow!;
    actions = [];
    backEnd.addEventListener('sq-back-end-action', onAction);
    configureSiteRuntime({ backEnd: () => backEnd });
    // This test page is a top window, which the config redirect would leave; inside the real config area it is framed.
    at({ hostname: 'localhost' });
  });
  afterEach(() => frame.remove());

  it('Escape closes the open guide, else toggles the fullscreen preview, and never leaves for config', async () => {
    await site(OWNER);
    backEnd.document.documentElement.setAttribute('data-sq-guide-open', '');
    await sendKeys({ press: 'Escape' });
    expect(actions).to.deep.equal(['closeGuide']);
    backEnd.document.documentElement.removeAttribute('data-sq-guide-open');
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    expect(actions).to.deep.equal(['closeGuide', 'toggleFullscreenPreview', 'toggleFullscreenPreview']);
    expect(assigned).to.deep.equal([]);
  });

  it('Escape is left to a widget that handled it', async () => {
    await site(OWNER);
    const widget = document.createElement('button');
    widget.addEventListener('keydown', (event) => event.preventDefault());
    document.body.append(widget);
    widget.focus();
    try {
      await sendKeys({ press: 'Escape' });
      expect(actions).to.deep.equal([]);
    } finally {
      widget.remove();
    }
  });

  it('Shift+Escape logs out and takes the whole back end to the previewed page with logout=true', async () => {
    const since = Date.now();
    await site(OWNER);
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Escape' });
    await sendKeys({ up: 'Shift' });
    await loaded;
    expect((await sentSince('/api/auth/Logout', since)).map((call) => call.method)).to.deep.equal(['POST']);
    expect(frame.contentWindow!.location.pathname + frame.contentWindow!.location.search).to.equal('/shop/?page=2&logout=true');
    expect(assigned, 'the framed page itself does not navigate').to.deep.equal([]);
  });
});

describe('<sq-site> logout return', () => {
  it("shows 'Logout Successful' on ?logout=true", async () => {
    at({ search: '?logout=true' });
    await site(VISITOR);
    await waitUntil(() => openDialogs()[0]?.shadowRoot?.querySelector('[part~="title"]'), 'the information dialog is shown');
    const root = openDialogs()[0]!.shadowRoot!;
    expect(root.querySelector('[part~="title"]')!.textContent).to.equal('Logout Successful');
    expect(root.querySelector('[part~="message"]')!.textContent).to.equal('You have been successfully logged out.');
    expect(root.querySelector('[part~="dialog"]')!.getAttribute('role')).to.equal('dialog');
  });

  it('shows nothing otherwise', async () => {
    await site(VISITOR);
    // The page decides as it starts and shows the dialog once its code has loaded: loaded here too, one would be shown by now.
    await import('../../src/elements/sq-dialog.js');
    await new Promise((resolve) => setTimeout(resolve));
    expect(openDialogs()).to.have.length(0);
  });
});
