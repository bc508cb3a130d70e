import { expect, fixtureCleanup, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/runtime/sq-site.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { EDITOR_CHANNEL, type EditorEvent, type PointerReport } from '../../src/shared/site/editor-events.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { mountSite, resetSiteTest, sentSince, unmounted, watchAnswers } from '../helpers/site.js';
import { standInBase } from '../helpers/stand-in.js';

const SITE = { website: { id: 'site-1', developerMode: false, cloneable: false }, websiteSettings: {}, pageType: 2 };
const account = (permission: number) => ({ ...SITE, authenticatedAccount: { id: 'owner-1', permission }, websiteRoles: [1] });
const ADMIN = account(2);
const CONFIG_ONLY = account(1);

/** Stands this window in for the back-end editor framing the page, so the page's reports arrive here. */
const framedByEditor = () => configureSiteRuntime({ backEnd: () => window });

/** Page content with two blocks the pointer can be over. */
function blocks(): HTMLElement {
  const content = document.createElement('main');
  content.innerHTML = '<section data-block-id="block-1"><p>One</p></section><section data-block-id="block-2"><p>Two</p></section>';
  document.body.append(content);
  return content;
}

function movePointerTo(target: Element, x = 10, y = 20): void {
  target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, clientX: x, clientY: y }));
}

/** Pointer reports posted to this window, as the editor frame receives them. */
function editorMessages(): { reports: PointerReport[]; stop: () => void } {
  const reports: PointerReport[] = [];
  const onMessage = (event: MessageEvent<EditorEvent>) => {
    if (event.origin === location.origin && event.data?.type === 'sq-pointer') reports.push(event.data);
  };
  window.addEventListener('message', onMessage);
  return { reports, stop: () => window.removeEventListener('message', onMessage) };
}

/** What a second listener on the editor channel hears, as a staff tool in another tab would. */
function editorChannel(): { heard: EditorEvent[]; close: () => void } {
  const heard: EditorEvent[] = [];
  const channel = new BroadcastChannel(EDITOR_CHANNEL);
  channel.onmessage = (event: MessageEvent<EditorEvent | typeof SETTLED>) => {
    if ((event.data as typeof SETTLED).type !== SETTLED.type) heard.push(event.data as EditorEvent);
  };
  return { heard, close: () => channel.close() };
}

/** Removes the site and waits until its runtime has stopped. */
async function removeSite(): Promise<void> {
  fixtureCleanup();
  await unmounted();
  await waitUntil(() => pageLifecycle.state() === 'uninitialized', 'the site runtime stops');
}

/** The test's own message, which the editor's listeners leave out. */
const SETTLED = { type: 'test-settled' } as const;

/** Until `post` has sent this window's own message and `receive` has heard it. */
function ownMessage(receive: EventTarget, post: () => void): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (event: Event) => {
      if ((event as MessageEvent<typeof SETTLED>).data?.type !== SETTLED.type) return;
      receive.removeEventListener('message', onMessage);
      resolve();
    };
    receive.addEventListener('message', onMessage);
    post();
  });
}

/**
 * Two frames, in which the page reports the pointer, then a message of the test's own to this window
 * and one on the editor channel: messages are delivered in the order they were sent, so whatever the
 * page sent in those frames has been delivered before them.
 */
const settle = async () => {
  await nextFrame();
  await nextFrame();
  await ownMessage(window, () => window.postMessage(SETTLED, '/'));
  const sender = new BroadcastChannel(EDITOR_CHANNEL);
  const receiver = new BroadcastChannel(EDITOR_CHANNEL);
  try {
    await ownMessage(receiver, () => sender.postMessage(SETTLED));
  } finally {
    sender.close();
    receiver.close();
  }
};

let cleanups: (() => void)[] = [];
const later = (cleanup: () => void) => cleanups.push(cleanup);

beforeEach(() => {
  resetSiteTest();
  cleanups = [];
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) cleanup();
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
});

describe('<sq-site> pointer tracking', () => {
  it('attaches nothing for a visitor, even framed by the editor', async () => {
    framedByEditor();
    const content = blocks();
    later(() => content.remove());
    const messages = editorMessages();
    later(messages.stop);
    const added: string[] = [];
    const addEventListener = document.addEventListener.bind(document);
    document.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, AddEventListenerOptions?]) => {
      added.push(type);
      addEventListener(type, ...rest);
    }) as typeof document.addEventListener;
    later(() => {
      document.addEventListener = addEventListener;
    });
    await mountSite(SITE);
    movePointerTo(content.querySelector('p')!);
    await settle();
    expect(added).not.to.include('pointermove');
    expect(messages.reports).to.deep.equal([]);
  });

  it('tells the editor framing an owner’s page which block is under the pointer, once a frame, and when it leaves', async () => {
    framedByEditor();
    const content = blocks();
    later(() => content.remove());
    const messages = editorMessages();
    later(messages.stop);
    await mountSite(CONFIG_ONLY);
    const [first, second] = content.querySelectorAll('p');
    // Pointer tracking is a chunk of its own: it listens once it has arrived.
    await waitUntil(() => {
      movePointerTo(first!, 1, 1);
      return messages.reports.length > 0;
    }, 'the editor hears of the pointer');
    await settle();
    messages.reports.length = 0;
    movePointerTo(first!, 5, 6);
    movePointerTo(first!, 7, 8);
    await waitUntil(() => messages.reports.length > 0, 'the editor hears of the move');
    await settle();
    expect(messages.reports, 'one report for the frame: the last position').to.deep.equal([{ type: 'sq-pointer', x: 7, y: 8, blockId: 'block-1' }]);
    movePointerTo(second!, 30.4, 40.6);
    await waitUntil(() => messages.reports.length === 2, 'the move to the second block is reported');
    movePointerTo(second!, 30, 41);
    await settle();
    expect(messages.reports.length, 'the same place is not reported twice').to.equal(2);
    expect(messages.reports[1]).to.deep.equal({ type: 'sq-pointer', x: 30, y: 41, blockId: 'block-2' });
    document.documentElement.dispatchEvent(new PointerEvent('pointerleave'));
    await waitUntil(() => messages.reports.length === 3, 'leaving the page is reported');
    expect(messages.reports[2]).to.deep.equal({ type: 'sq-pointer', x: null, y: null, blockId: null });
  });

  it('reports nothing to the editor after the site runtime stopped', async () => {
    framedByEditor();
    const content = blocks();
    later(() => content.remove());
    const messages = editorMessages();
    later(messages.stop);
    await mountSite(CONFIG_ONLY);
    // Pointer tracking is a chunk of its own: loaded here too, it has started on the page.
    await import('../../src/runtime/pointer-tracking.js');
    await new Promise((resolve) => setTimeout(resolve));
    await removeSite();
    movePointerTo(content.querySelector('p')!);
    await settle();
    expect(messages.reports).to.deep.equal([]);
  });
});

describe('<sq-site> editor events on the editor channel', () => {
  it('mirrors the pointer and the back-end requests to the channel for an admin', async () => {
    framedByEditor();
    const content = blocks();
    later(() => content.remove());
    const channel = editorChannel();
    later(channel.close);
    await mountSite(ADMIN);
    await waitUntil(() => {
      movePointerTo(content.querySelector('p')!, 1, 2);
      return channel.heard.length === 1;
    }, 'the pointer report is mirrored');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => channel.heard.length === 2, 'the back-end request is mirrored');
    expect(channel.heard).to.deep.equal([
      { type: 'sq-pointer', x: 1, y: 2, blockId: 'block-1' },
      { type: 'sq-back-end-action', action: 'toggleFullscreenPreview' },
    ]);
  });

  it('mirrors nothing for an account with config permission only, nor for a visitor', async () => {
    framedByEditor();
    const content = blocks();
    later(() => content.remove());
    const channel = editorChannel();
    later(channel.close);
    const asked: string[] = [];
    const onAction = (event: WindowEventMap['sq-back-end-action']) => asked.push(event.detail.action);
    window.addEventListener('sq-back-end-action', onAction);
    later(() => window.removeEventListener('sq-back-end-action', onAction));
    for (const context of [CONFIG_ONLY, SITE]) {
      await mountSite(context);
      movePointerTo(content.querySelector('p')!, 3, 4);
      await sendKeys({ press: 'Escape' });
      await settle();
      await removeSite();
    }
    expect(asked, 'the back end was asked both times').to.deep.equal(['toggleFullscreenPreview', 'toggleFullscreenPreview']);
    expect(channel.heard).to.deep.equal([]);
  });
});

describe('<sq-site> session recording', () => {
  const ID = '/api/commerce/fullstory/getId';
  const SCRIPT = '/recorder.js';
  let recorderUrl: string;
  const recorded = () => (window as { sqRecordedIds?: string[] }).sqRecordedIds ?? [];

  /** A page whose every condition for recording holds; each test takes one away. */
  const recording = (overrides: Record<string, unknown> = {}, toggle = 'true') => ({
    ...SITE,
    experiments: [{ name: 'sessionRecording', experimentType: 'FEATURE_TOGGLE', variant: toggle }],
    sessionRecording: { sampled: true, scriptUrl: recorderUrl },
    ...overrides,
  });

  function cores(count: number): void {
    Object.defineProperty(navigator, 'hardwareConcurrency', { value: count, configurable: true });
  }

  beforeEach(() => {
    // A new address each test, so each loads the recorder afresh.
    recorderUrl = `${standInBase()}${SCRIPT}?test=${Math.random().toString(36).slice(2)}`;
    cores(4);
    later(() => {
      delete (navigator as { hardwareConcurrency?: number }).hardwareConcurrency;
      delete (window as { FS?: unknown }).FS;
      delete (window as { sqRecordedIds?: unknown }).sqRecordedIds;
      document.cookie = 'stand-in-recording-id=; max-age=0; path=/';
    });
  });

  /** The recorder's script, once the page has asked for it and its answer is in (the stand-in has recorded the request). */
  const recorderAnswered = () =>
    document.querySelector(`script[src="${recorderUrl}"]`) === null || performance.getEntriesByName(recorderUrl, 'resource').length > 0;

  /**
   * Mounts `context` and checks, once the runtime has acted, which calls went out: the recording's
   * code has loaded (loaded here too, it has decided), the page has read every answer to its calls
   * for the id, and the recorder's script, were it asked for, has been answered.
   */
  async function expectCalls(context: unknown, { id, script }: { id: number; script: number }, since = Date.now()) {
    const answers = watchAnswers(ID);
    try {
      await mountSite(context);
      if (id) await waitUntil(async () => (await sentSince(ID, since)).length === id, 'the recording id is asked for');
      if (script) await waitUntil(async () => (await sentSince(SCRIPT, since)).length === script, 'the recorder loads');
      await import('../../src/runtime/session-recording.js');
      await new Promise((resolve) => setTimeout(resolve));
      await answers.read();
      await waitUntil(recorderAnswered, 'the recorder script, if asked for, is answered');
    } finally {
      answers.restore();
    }
    expect((await sentSince(ID, since)).length, `${ID} calls`).to.equal(id);
    expect((await sentSince(SCRIPT, since)).length, 'recorder script loads').to.equal(script);
  }

  it('with the toggle, the sampling flag and more than 2 cores, asks for the id through the API and loads the recorder with it', async () => {
    await expectCalls(recording(), { id: 1, script: 1 });
    await waitUntil(() => recorded().length > 0, 'the recorder identifies the visit');
    expect(recorded()).to.deep.equal(['stand-in-visitor']);
    const [request] = await sentSince(ID, 0);
    expect(request!.method).to.equal('GET');
  });

  it('does nothing with the toggle off or missing', async () => {
    await expectCalls(recording({}, 'false'), { id: 0, script: 0 });
    await removeSite();
    await expectCalls(recording({ experiments: [] }), { id: 0, script: 0 });
  });

  it('does nothing without the sampling flag', async () => {
    await expectCalls(recording({ sessionRecording: { sampled: false, scriptUrl: recorderUrl } }), { id: 0, script: 0 });
  });

  it('does nothing on 2 processor cores', async () => {
    cores(2);
    await expectCalls(recording(), { id: 0, script: 0 });
  });

  it("skips the recorder when the id is 'automated-mock-id'", async () => {
    document.cookie = 'stand-in-recording-id=automated-mock-id; path=/';
    await expectCalls(recording(), { id: 1, script: 0 });
    expect(recorded()).to.deep.equal([]);
  });

  it('under a restrictive policy waits for consent, and never records a visitor who declined', async () => {
    const since = Date.now();
    await expectCalls(recording({ cookieSettings: { isAnalyticsCookiesDisabled: true } }), { id: 0, script: 0 }, since);
    const answers = watchAnswers(ID);
    try {
      chooseConsent(false);
      // The page decides as the choice is made: a call for the id would be made now, and is answered once read.
      await answers.read();
    } finally {
      answers.restore();
    }
    expect(await sentSince(ID, since), 'declined').to.deep.equal([]);
    chooseConsent(true);
    await waitUntil(async () => (await sentSince(SCRIPT, since)).length === 1, 'recording starts after the visitor accepts');
    expect(await sentSince(ID, since)).to.have.length(1);
  });

  it('does not record a signed-in owner', async () => {
    await expectCalls(recording({ authenticatedAccount: { id: 'owner-1', permission: 1 }, websiteRoles: [1] }), { id: 0, script: 0 });
  });
});
