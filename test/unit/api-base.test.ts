import { expect, fixture, html } from '@open-wc/testing';
import { apiBaseFor } from '../../src/shared/api/api-base.js';
import { configureApi, globalApiBase, resolveApiBase } from '../../src/shared/api/config.js';
import { captureConsole } from '../helpers/console.js';

function addMeta(content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = 'sq-api-base';
  meta.content = content;
  document.head.append(meta);
  return meta;
}

describe('the API base', () => {
  let logged: ReturnType<typeof captureConsole>;
  let meta: HTMLMetaElement | undefined;

  beforeEach(() => {
    logged = captureConsole();
  });

  afterEach(() => {
    logged.restore();
    meta?.remove();
    meta = undefined;
    configureApi({ baseUrl: null });
  });

  it('is the page origin by default', () => {
    expect(globalApiBase()).to.equal(location.origin);
    expect(resolveApiBase()).to.equal(location.origin);
  });

  it('comes from <meta name="sq-api-base">, and configureApi wins over it', () => {
    meta = addMeta('https://meta.example/site/');
    expect(globalApiBase()).to.equal('https://meta.example/site');
    configureApi({ baseUrl: 'https://configured.example' });
    expect(globalApiBase()).to.equal('https://configured.example');
    configureApi({ baseUrl: null });
    expect(globalApiBase(), 'null restores the default').to.equal('https://meta.example/site');
  });

  it('logs a bad configured base once and keeps the previous one', () => {
    configureApi({ baseUrl: 'https://good.example' });
    configureApi({ baseUrl: 'javascript:alert(1)' });
    configureApi({ baseUrl: 'javascript:alert(1)' });
    expect(globalApiBase()).to.equal('https://good.example');
    expect(logged.errors).to.deep.equal(['sq-elements: configureApi() baseUrl "javascript:alert(1)" is not an http or https URL; it is ignored.']);
  });

  it('logs a bad meta base and uses the page origin', () => {
    meta = addMeta('ftp://files.example');
    expect(globalApiBase()).to.equal(location.origin);
    expect(logged.errors).to.deep.equal(['sq-elements: <meta name="sq-api-base"> "ftp://files.example" is not an http or https URL; it is ignored.']);
  });

  it("takes a call's own valid baseUrl, else the page-wide base", () => {
    expect(resolveApiBase('https://call.example/')).to.equal('https://call.example');
    expect(resolveApiBase('data:text/plain,x')).to.equal(location.origin);
    expect(logged.errors).to.have.length(1);
  });
});

describe('apiBaseFor', () => {
  let logged: ReturnType<typeof captureConsole>;

  beforeEach(() => {
    logged = captureConsole();
  });

  afterEach(() => {
    logged.restore();
    configureApi({ baseUrl: null });
  });

  it("reads the element's own api-base, then the nearest ancestor's", async () => {
    const outer = await fixture(
      html`<section api-base="https://outer.example">
        <div api-base="https://inner.example/site/"><span id="deep"></span></div>
        <span id="shallow"></span>
      </section>`,
    );
    expect(apiBaseFor(outer.querySelector('#deep'))).to.equal('https://inner.example/site');
    expect(apiBaseFor(outer.querySelector('#shallow'))).to.equal('https://outer.example');
    expect(apiBaseFor(outer)).to.equal('https://outer.example');
  });

  it('crosses shadow roots to the host and beyond', async () => {
    const wrapper = await fixture(html`<div api-base="https://embedded.example"><div id="host"></div></div>`);
    const host = wrapper.querySelector('#host')!;
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    expect(apiBaseFor(button)).to.equal('https://embedded.example');
  });

  it('falls back to the page-wide base, then the page origin', async () => {
    const element = await fixture(html`<div><span></span></div>`);
    expect(apiBaseFor(element.firstElementChild)).to.equal(location.origin);
    expect(apiBaseFor(null)).to.equal(location.origin);
    configureApi({ baseUrl: 'https://configured.example' });
    expect(apiBaseFor(element)).to.equal('https://configured.example');
  });

  it('ignores a bad or empty api-base with one console error naming the element', async () => {
    const outer = await fixture(
      html`<div api-base="https://outer.example">
        <sq-test-embed api-base="javascript:void(0)"><span api-base=" "></span></sq-test-embed>
      </div>`,
    );
    const span = outer.querySelector('span')!;
    expect(apiBaseFor(span)).to.equal('https://outer.example');
    expect(apiBaseFor(span)).to.equal('https://outer.example');
    expect(logged.errors).to.deep.equal([
      'sq-elements: <sq-test-embed> api-base attribute "javascript:void(0)" is not an http or https URL; it is ignored.',
    ]);
  });
});
