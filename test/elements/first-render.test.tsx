import { expect, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { defineElement, element, type ViewProps } from '../../src/elements/define.js';

const schema = {};

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
});
