import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-embed.js';
import type { SqEmbed } from '../../src/elements/sq-embed.js';
import { captureConsole } from '../helpers/console.js';

/** The server's embed frame (test/helpers/embed-frame-stand-in.mjs) running `code` as the owner's HTML. */
const frameSrc = (code: string) => `/embed-frame/e${Math.random().toString(36).slice(2, 8)}?code=${encodeURIComponent(code)}`;
const frameOf = (element: SqEmbed) => element.querySelector('iframe')!;

async function embedFixture(code: string, height = 150) {
  const element = await fixture<SqEmbed>(
    html`<sq-embed
      ><iframe src=${frameSrc(code)} title="Opening hours" sandbox="allow-scripts allow-forms allow-popups" height=${height}></iframe
    ></sq-embed>`,
  );
  await waitUntil(() => element.shadowRoot?.querySelector('slot') !== null, 'the element renders');
  return element;
}

/** The next message a frame posts to this page under `type`. */
const messageFrom = (frame: HTMLIFrameElement, type: string) =>
  new Promise<{ data: Record<string, unknown>; origin: string }>((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || (event.data as { type?: string })?.type !== type) return;
      window.removeEventListener('message', listener);
      resolve({ data: event.data as Record<string, unknown>, origin: event.origin });
    };
    window.addEventListener('message', listener);
  });

describe('<sq-embed>', () => {
  let page: ReturnType<typeof captureConsole>;
  beforeEach(() => (page = captureConsole()));
  afterEach(() => page.restore());

  it('shows the owner’s code in its frame, whose height follows the content as it changes', async () => {
    const element = await embedFixture(
      `<div id="box" style="height: 420px; background: #def">Opening hours</div>
       <script>setTimeout(() => { document.getElementById('box').style.height = '610px'; }, 400);</script>`,
    );
    await waitUntil(() => frameOf(element).height === '420', 'the frame takes its content’s height', { timeout: 5000 });
    expect(frameOf(element).getBoundingClientRect().height).to.be.closeTo(420, 1);
    await waitUntil(() => frameOf(element).height === '610', 'the frame follows the content as it grows', { timeout: 5000 });
    expect(page.errors).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('runs the code in an opaque origin: the site’s cookie, storage and page are out of its reach', async () => {
    document.cookie = 'sq-embed-secret=s3cr3t; path=/; SameSite=Lax';
    localStorage.setItem('sq-embed-secret', 's3cr3t');
    try {
      const code = `<script>
        const attempt = (read) => { try { return 'read:' + String(read()); } catch (error) { return 'refused:' + error.name; } };
        parent.postMessage({
          type: 'probe',
          origin: String(self.origin),
          cookie: attempt(() => document.cookie),
          storage: attempt(() => localStorage.getItem('sq-embed-secret')),
          page: attempt(() => parent.document.cookie),
        }, '*');
      </script>`;
      const element = document.createElement('sq-embed') as SqEmbed;
      const frame = document.createElement('iframe');
      frame.title = 'Probe';
      frame.setAttribute('sandbox', 'allow-scripts');
      const probe = messageFrom(frame, 'probe');
      frame.src = frameSrc(code);
      element.append(frame);
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.append(element);
      const { data, origin } = await probe;
      expect(origin).to.equal('null');
      expect(data.origin).to.equal('null');
      expect(data.cookie).to.equal('refused:SecurityError');
      expect(data.storage).to.equal('refused:SecurityError');
      expect(data.page).to.equal('refused:SecurityError');
    } finally {
      document.cookie = 'sq-embed-secret=; path=/; max-age=0';
      localStorage.removeItem('sq-embed-secret');
    }
  });

  it('comes with the server’s sandbox policy, even where the frame’s sandbox attribute is missing', async () => {
    const response = await fetch(frameSrc('<p>x</p>'));
    expect(response.headers.get('content-security-policy')).to.match(/^sandbox allow-scripts allow-forms allow-popups; default-src 'none'/);
    expect(response.headers.get('content-security-policy')).not.to.contain('allow-same-origin');
    const element = await fixture<SqEmbed>(
      html`<sq-embed
        ><iframe src=${frameSrc('<script>parent.postMessage({ type: "probe", origin: String(self.origin) }, "*")</script>')} title="Bare"></iframe
      ></sq-embed>`,
    );
    const { data } = await messageFrom(frameOf(element), 'probe');
    expect(data.origin).to.equal('null');
  });

  it('takes a height only from its own frame', async () => {
    const element = await embedFixture('<div style="height: 300px">x</div>', 150);
    await waitUntil(() => frameOf(element).height === '300', 'the frame reports its height');
    // The element listened first, so it has read the message by the time a later listener hears it.
    const heard = new Promise((resolve) => window.addEventListener('message', resolve, { once: true }));
    window.postMessage({ type: 'sq-embed:height', height: 999 }, '*');
    await heard;
    await nextFrame();
    expect(frameOf(element).height).to.equal('300');
  });

  for (const [name, markup] of [
    ['no frame', '<p>Our opening hours are on the contact page.</p>'],
    [
      'a frame of another site',
      '<iframe src="https://evil.example/embed-frame/x" title="x"></iframe><p>Our opening hours are on the contact page.</p>',
    ],
  ] as const) {
    it(`logs one clear error and shows its content as it is for ${name}`, async () => {
      const element = document.createElement('sq-embed') as SqEmbed;
      element.innerHTML = markup;
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.append(element);
      await waitUntil(() => page.errors.length > 0, 'an error is logged');
      expect(page.errors).to.have.length(1);
      expect(page.errors[0]).to.contain('<sq-embed>').and.contain('/embed-frame/');
      expect(element.querySelector('p')!.getBoundingClientRect().height).to.be.greaterThan(0);
    });
  }
});
