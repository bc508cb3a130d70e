import { expect, waitUntil } from '@open-wc/testing';
import { useState, type ReactNode } from 'react';
import { defineElement, element, type ViewProps } from '../../src/elements/define.js';

const schema = {};

/** A name in two boxes stored as one value, as the form's name, phone and address fields are, and a submit that reads it. */
function Signup({ emit }: ViewProps<typeof schema>) {
  const [name, setName] = useState({ first: '', last: '' });
  const box = (part: 'first' | 'last') => (
    <input aria-label={part} value={name[part]} onInput={(event) => setName({ ...name, [part]: (event.target as HTMLInputElement).value })} />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        (emit as (type: string, detail: unknown) => boolean)('sq-probe-submit', name);
      }}
    >
      {box('first')}
      {box('last')}
      <button type="submit">Sign up</button>
    </form>
  );
}

let counter = 0;
function mount(view: (props: ViewProps<typeof schema>) => ReactNode): HTMLElement {
  const tag = `sq-render-probe-${++counter}`;
  defineElement(tag, element({ view, props: schema }));
  const host = document.createElement(tag);
  document.body.append(host);
  return host;
}

describe('when views render', () => {
  it('the light DOM shows where the view puts its slot once it has rendered, and nowhere else', async () => {
    const host = mount(() => (
      <section aria-label="Boxed">
        <slot />
      </section>
    ));
    host.append(document.createElement('p'));
    await waitUntil(() => host.shadowRoot!.querySelector('section'), 'the view renders');
    expect([...host.shadowRoot!.children].map((child) => child.localName)).to.deep.equal(['section']);
    expect(host.querySelector('p')!.assignedSlot!.parentElement!.localName).to.equal('section');
    host.remove();
  });

  it('each handler sees what the events before it stored, even in the same task (a password manager filling and submitting)', async () => {
    const host = mount(Signup);
    await waitUntil(() => host.shadowRoot!.querySelector('input'), 'the form renders');
    const sent: unknown[] = [];
    host.addEventListener('sq-probe-submit', (event) => sent.push((event as CustomEvent).detail));
    const [first, last] = host.shadowRoot!.querySelectorAll('input');
    first!.value = 'Jo';
    first!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    last!.value = 'Doe';
    last!.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    host.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    expect(sent).to.deep.equal([{ first: 'Jo', last: 'Doe' }]);
    host.remove();
  });
});
