import { expect, waitUntil } from '@open-wc/testing';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { $site, setSiteContext } from '../../src/shared/site/store.js';
import { anonymousContext } from '../../src/shared/site/context.js';
import { loadThirdPartyScript, type ThirdPartyState } from '../../src/shared/third-party/loader.js';
import { captureConsole } from '../helpers/console.js';
import { allowedScriptRuns, resetSiteTest } from '../helpers/site.js';

/** A script name no other test, nor the other browser, uses; its URL on the local stand-in host (test/helpers/script-stand-in.mjs). */
const name = () => `s${Math.random().toString(36).slice(2, 10)}`;
const scriptUrl = (script: string, delay = 0) => `${location.origin}/__script-stand-in/${script}.js${delay ? `?delay=${delay}` : ''}`;
const asked = async (script: string) => ((await (await fetch(`/__script-stand-in/received?name=${script}`)).json()) as unknown[]).length;
const runs = (script: string) => (window as { sqScriptStandIn?: Record<string, number> }).sqScriptStandIn?.[script] ?? 0;
const restrictiveSite = { ...anonymousContext(), cookieSettings: { isAnalyticsCookiesDisabled: true } } as ReturnType<typeof anonymousContext>;

function follow(state: { subscribe: (listener: (value: ThirdPartyState) => void) => () => void }) {
  const seen: ThirdPartyState[] = [];
  state.subscribe((value) => seen.push(value));
  return seen;
}

describe('the consent-aware third-party script loader', () => {
  let page: ReturnType<typeof captureConsole>;
  const original = $site.get();
  beforeEach(() => {
    resetSiteTest();
    page = captureConsole();
  });
  afterEach(() => {
    page.restore();
    setSiteContext(original);
    resetSiteTest();
  });

  it('loads at once where the site’s policy is not restrictive: loading, then loaded', async () => {
    setSiteContext(anonymousContext());
    const script = name();
    const loader = loadThirdPartyScript(scriptUrl(script));
    const seen = follow(loader.state);
    await loader.ready;
    expect(seen).to.deep.equal(['loading', 'loaded']);
    expect(runs(script)).to.equal(1);
    expect(await asked(script)).to.equal(1);
  });

  it('under a restrictive policy requests nothing before the visitor accepts, then loads', async () => {
    setSiteContext(restrictiveSite);
    const script = name();
    const loader = loadThirdPartyScript(scriptUrl(script));
    const seen = follow(loader.state);
    await allowedScriptRuns();
    expect(seen).to.deep.equal(['waiting']);
    expect(await asked(script)).to.equal(0);
    expect(document.querySelector(`script[src*="${script}"]`)).to.equal(null);
    chooseConsent(true);
    await loader.ready;
    expect(seen).to.deep.equal(['waiting', 'loading', 'loaded']);
    expect(runs(script)).to.equal(1);
    expect(await asked(script)).to.equal(1);
  });

  it('under a restrictive policy loads nothing while the visitor has declined, and nothing after a cancel', async () => {
    setSiteContext(restrictiveSite);
    chooseConsent(false);
    const declined = name();
    const loader = loadThirdPartyScript(scriptUrl(declined));
    const cancelled = name();
    const other = loadThirdPartyScript(scriptUrl(cancelled));
    await allowedScriptRuns();
    expect(loader.state.get()).to.equal('waiting');
    expect(await asked(declined)).to.equal(0);
    other.cancel();
    // The visitor changes their mind: the waiting script loads, the cancelled one never does.
    chooseConsent(true);
    await loader.ready;
    expect(runs(declined)).to.equal(1);
    await allowedScriptRuns();
    expect(other.state.get()).to.equal('waiting');
    expect(await asked(cancelled)).to.equal(0);
  });

  it('fails after its time-out when the script does not arrive, and when it is not found or refused', async () => {
    setSiteContext(anonymousContext());
    const slow = name();
    const loader = loadThirdPartyScript(scriptUrl(slow, 3000), { timeoutMs: 200 });
    const started = Date.now();
    let error: Error | undefined;
    await loader.ready.catch((reason: Error) => (error = reason));
    expect(Date.now() - started).to.be.lessThan(2500);
    expect(loader.state.get()).to.equal('failed');
    expect(error?.message).to.contain('did not load within 200 ms');
    expect(page.errors).to.deep.equal([error!.message]);

    const missing = loadThirdPartyScript(scriptUrl('missing'));
    await missing.ready.catch(() => undefined);
    expect(missing.state.get()).to.equal('failed');

    const refused = loadThirdPartyScript('javascript:alert(1)');
    await refused.ready.catch(() => undefined);
    expect(refused.state.get()).to.equal('failed');
    await waitUntil(() => page.errors.length === 3, 'each failure is logged once');
    expect(page.errors[2]).to.contain('refused script URL');
  });
});
