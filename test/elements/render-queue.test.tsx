import { expect, waitUntil } from '@open-wc/testing';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { defineElement, element, prop, type ViewProps } from '../../src/elements/define.js';

const schema = { step: prop.number({ fallback: 0 }) };

/** A form whose submit reads the value its input events stored, as the element's real forms do. */
function Signup({ emit }: ViewProps<typeof schema>) {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        (emit as (type: string, detail: unknown) => boolean)('sq-probe-submit', { email });
      }}
    >
      <input aria-label="Email" value={email} onInput={(event) => setEmail((event.target as HTMLInputElement).value)} />
      <button type="submit">Sign up</button>
    </form>
  );
}

/** A view that reflects its state into its own element's attribute while it commits, as the gallery does with current-index. */
function Stepper({ step, host }: ViewProps<typeof schema>) {
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => {
    host.setAttribute('step', String(clicks));
  }, [clicks, host]);
  return (
    <button type="button" part="stepper" onClick={() => setClicks(clicks + 1)}>
      Step {step}
    </button>
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
  it('a submit handler sees what the input events before it stored, even in the same task (a password manager filling and submitting)', async () => {
    const host = mount(Signup);
    await waitUntil(() => host.shadowRoot!.querySelector('input'), 'the form renders');
    const sent: unknown[] = [];
    host.addEventListener('sq-probe-submit', (event) => sent.push((event as CustomEvent).detail));
    const input = host.shadowRoot!.querySelector('input')!;
    input.value = 'jo@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    host.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    expect(sent).to.deep.equal([{ email: 'jo@example.com' }]);
    host.remove();
  });

  it('a view that sets its own attribute while it commits renders once, not a second copy of itself', async () => {
    const host = mount(Stepper);
    await waitUntil(() => host.shadowRoot!.querySelector('button'), 'the view renders');
    const button = host.shadowRoot!.querySelector('button')!;
    button.click();
    button.click();
    await waitUntil(() => button.textContent === 'Step 2', 'the attribute reaches the view');
    expect(host.shadowRoot!.querySelectorAll('button')).to.have.length(1);
    host.remove();
  });
});
