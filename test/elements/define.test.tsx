import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { useEffect, useState } from 'react';
import { defineElement, element, prop, type SqElementInstance, type ViewProps } from '../../src/elements/define.js';
import { captureConsole } from '../helpers/console.js';

const schema = {
  open: prop.boolean(),
  count: prop.number({ fallback: 3 }),
  label: prop.string(),
  data: prop.json<{ items: string[] }>(),
  thumbnailsPerRow: prop.number(),
};

function Probe({ open, count, label, data, host, emit, thumbnailsPerRow }: ViewProps<typeof schema>) {
  const [clicks, setClicks] = useState(0);
  return (
    <div part="box" className="box">
      <output id="open">{String(open)}</output>
      <output id="count">{String(count)}</output>
      <output id="label">{label ?? 'none'}</output>
      <output id="per-row">{String(thumbnailsPerRow)}</output>
      <output id="data">{data ? data.items.join(',') : 'fallback'}</output>
      <output id="children">{host.children.length}</output>
      <output id="clicks">{clicks}</output>
      <button
        type="button"
        onClick={() => {
          setClicks(clicks + 1);
          (emit as (type: string, detail: unknown) => boolean)('sq-probe-click', { clicks: clicks + 1 });
        }}
      >
        Click
      </button>
      <slot></slot>
    </div>
  );
}

let counter = 0;
function defineProbe(options: { observeLightDom?: boolean } = {}) {
  const tag = `sq-probe-${++counter}`;
  const Probe1 = element({ view: Probe, props: schema, styles: '.box { border-left: 7px solid rgb(1, 2, 3); }', ...options });
  defineElement(tag, Probe1);
  return tag;
}

async function make(markup: string) {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const element = host.firstElementChild as HTMLElement & Record<string, unknown>;
  document.body.append(element);
  host.remove();
  await waitUntil(() => element.shadowRoot?.querySelector('#open'), 'the view rendered');
  return element;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

function read(element: HTMLElement, id: string) {
  return element.shadowRoot?.querySelector(`#${id}`)?.textContent;
}

afterEach(() => {
  for (const element of document.body.querySelectorAll('[data-probe]')) element.remove();
});

describe('element factory', () => {
  it('resolves updateComplete once what was set is drawn, and at once when nothing is waiting', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe></${tag}>`);
    const updated = element as unknown as SqElementInstance;
    expect(await updated.updateComplete, 'nothing waiting').to.be.true;
    element.setAttribute('count', '7');
    element.label = 'set as a property';
    element.data = { items: ['a', 'b'] };
    expect(read(element, 'count'), 'not drawn in the same task').to.equal('3');
    expect(await updated.updateComplete).to.be.true;
    expect([read(element, 'count'), read(element, 'label'), read(element, 'data')]).to.deep.equal(['7', 'set as a property', 'a,b']);
  });

  it('settles updateComplete only after a render that the first one asked for', async () => {
    const tag = `sq-probe-${++counter}`;
    // An effect that sets its own element's attribute, as the gallery's current index does.
    const Echo = ({ count, label, host }: ViewProps<typeof schema>) => {
      useEffect(() => {
        if (count !== 3 && label !== `echo ${count}`) host.setAttribute('label', `echo ${count}`);
      }, [count, label, host]);
      return (
        <>
          <output id="open">drawn</output>
          <output id="label">{label ?? 'none'}</output>
        </>
      );
    };
    defineElement(tag, element({ view: Echo, props: schema }));
    const echo = await make(`<${tag} data-probe></${tag}>`);
    echo.setAttribute('count', '5');
    await (echo as unknown as SqElementInstance).updateComplete;
    expect(read(echo, 'label')).to.equal('echo 5');
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe open></${tag}>`);
    expect(read(element, 'open')).to.equal('true');
    element.removeAttribute('open');
    await waitUntil(() => read(element, 'open') === 'false', 'removal resets to false');
    element.open = true;
    await waitUntil(() => read(element, 'open') === 'true');
    expect(element.hasAttribute('open'), 'the property reflects').to.be.true;
    element.setAttribute('open', 'false');
    await nextFrame();
    expect(read(element, 'open'), 'presence is true whatever the value, as in HTML').to.equal('true');
  });

  it('maps kebab-case attributes to camelCase properties and parses numbers', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe thumbnails-per-row="5"></${tag}>`);
    expect(read(element, 'per-row')).to.equal('5');
    expect(element.thumbnailsPerRow).to.equal(5);
    expect(read(element, 'count'), 'the fallback applies when absent').to.equal('3');
  });

  it('takes objects as properties without a JSON round trip', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe></${tag}>`);
    const data = { items: ['a', 'b'] };
    element.data = data;
    await waitUntil(() => read(element, 'data') === 'a,b');
    expect(element.data).to.equal(data);
    expect(element.hasAttribute('data')).to.be.false;
  });

  it('parses a JSON attribute', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe data='{"items":["x","y"]}'></${tag}>`);
    expect(read(element, 'data')).to.equal('x,y');
  });

  it('logs one clear error for a malformed JSON attribute and renders the fallback', async () => {
    const tag = defineProbe();
    const console = captureConsole();
    try {
      const element = await make(`<${tag} data-probe data='{"items": [oops'></${tag}>`);
      expect(read(element, 'data')).to.equal('fallback');
      await (element as unknown as SqElementInstance).updateComplete;
      await nextFrame();
      expect(console.errors).to.have.length(1);
      expect(console.errors[0]).to.contain(`<${tag}>`).and.to.contain('"data" attribute is not valid JSON');
      element.setAttribute('data', '{"items":["ok"]}');
      await waitUntil(() => read(element, 'data') === 'ok', 'recovers when the attribute is fixed');
    } finally {
      console.restore();
    }
  });

  it('logs one clear error for a malformed number and uses the fallback', async () => {
    const tag = defineProbe();
    const console = captureConsole();
    try {
      const element = await make(`<${tag} data-probe count="many"></${tag}>`);
      expect(read(element, 'count')).to.equal('3');
      expect(console.errors).to.have.length(1);
      expect(console.errors[0]).to.contain('"count" attribute must be a number');
    } finally {
      console.restore();
    }
  });

  it('adopts one shared stylesheet per element type', async () => {
    const tag = defineProbe();
    const first = await make(`<${tag} data-probe></${tag}>`);
    const second = await make(`<${tag} data-probe></${tag}>`);
    expect(first.shadowRoot!.adoptedStyleSheets).to.have.length(1);
    expect(first.shadowRoot!.adoptedStyleSheets[0]).to.equal(second.shadowRoot!.adoptedStyleSheets[0]);
    expect(first.shadowRoot!.querySelector('style')).to.equal(null);
    const box = first.shadowRoot!.querySelector('.box')!;
    expect(getComputedStyle(box).borderLeftColor).to.equal('rgb(1, 2, 3)');
  });

  it('dispatches sq-* events from the host that bubble and cross shadow boundaries', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe></${tag}>`);
    const heard = oneEvent(document, 'sq-probe-click' as never) as Promise<CustomEvent>;
    element.shadowRoot!.querySelector('button')!.click();
    const event = await heard;
    expect(event.bubbles).to.be.true;
    expect(event.composed).to.be.true;
    expect(event.target).to.equal(element);
    expect(event.detail).to.deep.equal({ clicks: 1 });
  });

  it('keeps working, and keeps its state, when moved in the DOM', async () => {
    const tag = defineProbe();
    const console = captureConsole();
    try {
      const element = await make(`<${tag} data-probe></${tag}>`);
      const button = element.shadowRoot!.querySelector('button')!;
      button.click();
      await waitUntil(() => read(element, 'clicks') === '1');
      const target = await fixture(html`<section data-probe></section>`);
      target.append(element);
      document.body.prepend(element);
      target.append(element);
      // The moves queued the unmount check as a task; a task queued after it runs after it.
      await nextTask();
      expect(read(element, 'clicks'), 'state survives the move').to.equal('1');
      element.shadowRoot!.querySelector('button')!.click();
      await waitUntil(() => read(element, 'clicks') === '2', 'still interactive after the move');
      expect(console.errors, 'no React error').to.deep.equal([]);
    } finally {
      console.restore();
    }
  });

  it('unmounts its view once it stays disconnected', async () => {
    const tag = defineProbe();
    const element = await make(`<${tag} data-probe></${tag}>`);
    element.remove();
    await waitUntil(() => element.shadowRoot!.childNodes.length === 0, 'the React root is unmounted');
    document.body.append(element);
    element.setAttribute('data-probe', '');
    await waitUntil(() => read(element, 'open') === 'false', 'mounts again when reconnected');
  });

  it('draws nothing while moved into a document without a window, and draws again once back', async () => {
    const tag = `sq-probe-${++counter}`;
    // A view that creates a node when `open` changes: in a windowless document that creation used to throw.
    const Opens = ({ open }: ViewProps<typeof schema>) => <div id="open">{open ? <p id="extra">open</p> : 'closed'}</div>;
    defineElement(tag, element({ view: Opens, props: schema }));
    const errors: string[] = [];
    const mochaOnError = window.onerror;
    window.onerror = (message) => {
      errors.push(String(message));
      return true;
    };
    try {
      const element = await make(`<${tag}></${tag}>`);
      const elsewhere = document.implementation.createHTMLDocument('');
      elsewhere.body.append(elsewhere.adoptNode(element));
      element.toggleAttribute('open', true);
      expect(await (element as unknown as SqElementInstance).updateComplete, 'the render settles without drawing').to.be.true;
      expect(errors, 'nothing thrown in the other document').to.deep.equal([]);
      document.body.append(document.adoptNode(element));
      await waitUntil(() => element.shadowRoot!.querySelector('#extra'), 'drawn again, open, once back in the page');
      element.remove();
    } finally {
      window.onerror = mochaOnError;
    }
    expect(errors).to.deep.equal([]);
  });

  it('sees light-DOM children added after upgrade', async () => {
    const tag = defineProbe({ observeLightDom: true });
    const element = await make(`<${tag} data-probe><p>one</p></${tag}>`);
    expect(read(element, 'children')).to.equal('1');
    element.append(Object.assign(document.createElement('p'), { textContent: 'two' }));
    element.append(Object.assign(document.createElement('p'), { textContent: 'three' }));
    await waitUntil(() => read(element, 'children') === '3', 'streamed children are seen');
    element.firstElementChild!.remove();
    await waitUntil(() => read(element, 'children') === '2');
  });

  it('applies properties set before the element was defined', async () => {
    const tag = `sq-probe-${++counter}`;
    const early = document.createElement(tag) as HTMLElement & Record<string, unknown>;
    early.dataset.probe = '';
    early.data = { items: ['early'] };
    document.body.append(early);
    defineElement(tag, element({ view: Probe, props: schema }));
    await waitUntil(() => early.shadowRoot?.querySelector('#data')?.textContent === 'early');
  });

  it('lets a property set before the definition win over the attribute the markup had', async () => {
    const tag = `sq-probe-${++counter}`;
    const host = document.createElement('div');
    host.innerHTML = `<${tag} label="from markup" count="2"></${tag}>`;
    const early = host.firstElementChild as HTMLElement & Record<string, unknown>;
    early.label = 'from script';
    document.body.append(early);
    defineElement(tag, element({ view: Probe, props: schema }));
    await waitUntil(() => read(early, 'label') !== undefined, 'the view rendered');
    expect([read(early, 'label'), read(early, 'count'), early.getAttribute('label')]).to.deep.equal(['from script', '2', 'from script']);
    early.remove();
  });

  // Setting properties, appending and opening, in every order, before or after the definition.
  const steps = ['set', 'append', 'open'] as const;
  const orders = steps.flatMap((a) => steps.filter((b) => b !== a).map((b) => [a, b, steps.find((c) => c !== a && c !== b)!]));
  for (const defined of ['before', 'after'] as const) {
    for (const order of orders) {
      it(`draws what was set and opened in the order ${order.join(', ')}, defined ${defined} the element was made`, async () => {
        const tag = `sq-probe-${++counter}`;
        const define = () => defineElement(tag, element({ view: Probe, props: schema }));
        if (defined === 'before') define();
        const made = document.createElement(tag) as HTMLElement & Record<string, unknown>;
        const act = {
          set: () => Object.assign(made, { label: 'set early', count: 5, data: { items: ['a', 'b'] } }),
          append: () => document.body.append(made),
          open: () => (made.open = true),
        };
        for (const step of order) act[step]();
        if (defined === 'after') define();
        await waitUntil(() => read(made, 'open') === 'true', 'the view draws it open');
        expect([read(made, 'label'), read(made, 'count'), read(made, 'data')]).to.deep.equal(['set early', '5', 'a,b']);
        expect([made.open, made.label, made.count]).to.deep.equal([true, 'set early', 5]);
        expect(made.hasAttribute('open')).to.equal(true);
        made.open = false;
        await waitUntil(() => read(made, 'open') === 'false', 'and closed again');
        made.remove();
      });
    }
  }

  /** Collects what reaches window.onerror: an exception no caller could catch. */
  function captureUncaught() {
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => {
      uncaught.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    return { uncaught, restore: () => window.removeEventListener('error', onError) };
  }

  for (const [what, unconvertible] of [
    ['Object.create(null)', () => Object.create(null) as unknown],
    ["{ toString: '' }", () => ({ toString: '' }) as unknown],
  ] as const) {
    it(`upgrades with one clear error and the default when a string property set before definition is ${what}`, async () => {
      const tag = `sq-probe-${++counter}`;
      const early = document.createElement(tag) as HTMLElement & Record<string, unknown>;
      early.dataset.probe = '';
      early.label = unconvertible();
      early.count = unconvertible();
      document.body.append(early);
      const console = captureConsole();
      const errors = captureUncaught();
      try {
        defineElement(tag, element({ view: Probe, props: schema }));
        await waitUntil(() => early.shadowRoot?.querySelector('#label'), 'the view rendered');
        expect(errors.uncaught, 'nothing uncaught').to.deep.equal([]);
        expect(read(early, 'label'), 'the default').to.equal('none');
        expect(read(early, 'count'), 'the default').to.equal('3');
        expect(console.errors).to.have.length(2);
        expect(console.errors.filter((message) => message.includes(`<${tag}>: the "label" property must be a string`))).to.have.length(1);
        expect(console.errors.filter((message) => message.includes(`<${tag}>: the "count" property must be a number`))).to.have.length(1);
      } finally {
        errors.restore();
        console.restore();
      }
    });

    it(`does not throw to the caller, logs one clear error and uses the default when a string property is set to ${what}`, async () => {
      const tag = defineProbe();
      const element = await make(`<${tag} data-probe label="set" count="5"></${tag}>`);
      const console = captureConsole();
      try {
        expect(() => {
          element.label = unconvertible();
        }).not.to.throw();
        expect(() => {
          element.count = unconvertible();
        }).not.to.throw();
        await waitUntil(() => read(element, 'label') === 'none' && read(element, 'count') === '3', 'the defaults render');
        expect(element.hasAttribute('label'), 'the attribute goes, as for null').to.be.false;
        expect(element.label).to.equal(undefined);
        expect(console.errors).to.have.length(2);
        expect(console.errors[0]).to.contain(`<${tag}>: the "label" property must be a string`);
        expect(console.errors[1]).to.contain(`<${tag}>: the "count" property must be a number`);
      } finally {
        console.restore();
      }
    });
  }

  it('logs one clear error and uses the default for a JSON value of the wrong shape, as attribute or property', async () => {
    const tag = `sq-probe-${++counter}`;
    const shaped = { ...schema, data: prop.json<{ items: string[] }>({ shape: 'object' }), list: prop.json<string[]>({ shape: 'array' }) };
    function ShapeProbe(props: ViewProps<typeof shaped>) {
      return (
        <>
          <Probe {...props} />
          <output id="list">{Array.isArray(props.list) ? props.list.join(',') : 'none'}</output>
        </>
      );
    }
    defineElement(tag, element({ view: ShapeProbe, props: shaped }));
    const console = captureConsole();
    try {
      const element = await make(`<${tag} data-probe data="[1]" list='{"a":1}'></${tag}>`);
      expect(read(element, 'data')).to.equal('fallback');
      expect(read(element, 'list')).to.equal('none');
      expect(console.errors).to.have.length(2);
      expect(console.errors[0]).to.contain(`<${tag}>: the "data" attribute must be a JSON object, got an array; using the default.`);
      expect(console.errors[1]).to.contain(`<${tag}>: the "list" attribute must be a JSON array, got an object; using the default.`);
      element.removeAttribute('data');
      element.removeAttribute('list');
      for (const value of [0, 'text', [], true]) element.data = value as never;
      element.list = { items: [] } as never;
      expect(console.errors).to.have.length(7);
      expect(console.errors[2]).to.contain(`<${tag}>: the "data" property must be an object, got 0; using the default.`);
      expect(console.errors[4]).to.contain('got an array');
      expect(console.errors[6]).to.contain(`<${tag}>: the "list" property must be an array, got an object; using the default.`);
      expect(element.data).to.equal(undefined);
      element.list = ['a', 'b'];
      await waitUntil(() => read(element, 'list') === 'a,b', 'a value of the right shape is taken');
      expect(console.errors).to.have.length(7);
    } finally {
      console.restore();
    }
  });

  it('warns once and does not throw when a tag is defined twice', async () => {
    const tag = defineProbe();
    const console = captureConsole();
    try {
      const Other = element({ view: Probe, props: schema });
      expect(() => defineElement(tag, Other)).not.to.throw();
      expect(() => defineElement(tag, element({ view: Probe, props: schema }))).not.to.throw();
      expect(console.warnings).to.have.length(1);
      expect(console.warnings[0]).to.contain(`<${tag}> is already defined`);
    } finally {
      console.restore();
    }
  });

  it('shows its light DOM instead of failing when the view throws', async () => {
    const tag = `sq-probe-${++counter}`;
    function Broken(): never {
      throw new Error('broken view');
    }
    defineElement(tag, element({ view: Broken, props: {} }));
    const console = captureConsole();
    try {
      const host = document.createElement(tag);
      host.dataset.probe = '';
      host.innerHTML = '<p>Fallback content</p>';
      document.body.append(host);
      await waitUntil(() => host.shadowRoot!.querySelector('slot'), 'the fallback slot renders');
      expect(console.errors.some((message) => message.includes(`<${tag}>: failed to render`))).to.be.true;
    } finally {
      console.restore();
    }
  });
});

describe('element factory: typed settings', () => {
  const typed = {
    fit: prop.enum<'fit' | 'fill'>(['fit', 'fill'], { aliases: { cover: 'fill' } }),
    align: prop.enum<'start' | 'end'>(['start', 'end'], { invalid: (text) => `Alignment must be start or end: ${text}` }),
    width: prop.number({ leadingInteger: true }),
    loop: prop.boolean({ optional: true }),
  };
  const tag = 'sq-probe-typed';
  defineElement(tag, element({ view: () => null, props: typed }));
  const create = () => document.createElement(tag) as HTMLElement & Record<string, unknown>;

  it('reads a value of a set case-insensitively, with other spellings, and logs one error for any other', () => {
    const probe = create();
    probe.setAttribute('fit', ' FILL ');
    expect(probe.fit).to.equal('fill');
    probe.setAttribute('fit', 'cover');
    expect(probe.fit).to.equal('fill');
    const console = captureConsole();
    try {
      probe.setAttribute('fit', 'stretch');
      probe.setAttribute('align', 'top');
    } finally {
      console.restore();
    }
    expect(probe.fit).to.equal(undefined);
    expect(console.errors).to.deep.equal([
      `<${tag}>: the "fit" attribute must be one of fit, fill, got "stretch"; using the default.`,
      'Alignment must be start or end: top',
    ]);
    probe.fit = 'Fit';
    expect([probe.getAttribute('fit'), probe.fit]).to.deep.equal(['Fit', 'fit']);
  });

  it("reads a number's leading integer when asked, so '300px' is 300", () => {
    const probe = create();
    probe.setAttribute('width', '300px');
    expect(probe.width).to.equal(300);
    probe.setAttribute('width', '250.9');
    expect(probe.width).to.equal(250);
  });

  it('leaves an optional boolean undefined when absent, and reads the text false as false', () => {
    const probe = create();
    expect(probe.loop).to.equal(undefined);
    probe.setAttribute('loop', '');
    expect(probe.loop).to.equal(true);
    probe.setAttribute('loop', 'False');
    expect(probe.loop).to.equal(false);
    probe.removeAttribute('loop');
    expect(probe.loop).to.equal(undefined);
  });
});
