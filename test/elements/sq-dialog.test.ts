import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/sq-dialog.js';
import type { SqDialog } from '../../src/elements/sq-dialog.js';
import { deepActiveElement } from '../../src/shared/dom/focus.js';
import { alert, confirm, inform } from '../../src/runtime/dialogs.js';

const dialogs = () => [...document.querySelectorAll('sq-dialog')];
const part = (dialog: Element, name: string) => dialog.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** The newest dialog, once drawn and holding focus. */
async function shown(count = 1): Promise<SqDialog> {
  await waitUntil(() => dialogs().length === count && part(dialogs().at(-1)!, 'dialog'), 'the dialog is shown');
  const dialog = dialogs().at(-1)!;
  await waitUntil(() => dialog.shadowRoot!.activeElement !== null, 'focus moves into the dialog');
  // The entrance animation fades in: colours are final once it ends.
  await Promise.all(dialog.shadowRoot!.getAnimations().map((animation) => animation.finished));
  return dialog;
}

afterEach(() => {
  for (const dialog of dialogs()) dialog.remove();
});

describe('<sq-dialog>', () => {
  it('is a labelled, described alertdialog 350 px wide with 20 px padding, axe clean', async () => {
    void confirm({ title: 'Delete this?', message: 'It cannot be undone.', rejectText: 'Keep it' });
    const dialog = await shown();
    const box = part(dialog, 'dialog')!;
    expect(box.getAttribute('role')).to.equal('alertdialog');
    expect(box.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.shadowRoot!.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('Delete this?');
    expect(dialog.shadowRoot!.getElementById(box.getAttribute('aria-describedby')!)!.textContent).to.equal('It cannot be undone.');
    const style = getComputedStyle(box);
    expect(style.width).to.equal('350px');
    expect(style.paddingTop).to.equal('20px');
    expect(style.paddingLeft).to.equal('20px');
    expect(part(dialog, 'confirm')!.textContent).to.equal('OK');
    expect(part(dialog, 'reject')!.textContent).to.equal('Keep it');
    expect(part(dialog, 'cancel')!.textContent).to.equal('Cancel');
    await expect(dialog).to.be.accessible();
  });

  for (const [button, result] of [
    ['confirm', 'confirm'],
    ['reject', 'reject'],
    ['cancel', 'cancel'],
  ] as const) {
    it(`resolves '${result}' from its ${button} button and is destroyed on hide`, async () => {
      const answer = confirm({ title: 'Proceed?', rejectText: 'No' });
      const dialog = await shown();
      part(dialog, button)!.click();
      expect(await answer).to.equal(result);
      expect(dialog.isConnected).to.equal(false);
    });
  }

  it('cancels on Escape', async () => {
    const answer = confirm({ title: 'Proceed?' });
    await shown();
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('cancel');
  });

  it('traps focus and gives it back to the opener', async () => {
    const opener = await fixture<HTMLButtonElement>(html`<button>Open</button>`);
    opener.focus();
    const answer = confirm({ title: 'Proceed?', rejectText: 'No' });
    const dialog = await shown();
    const buttons = [...dialog.shadowRoot!.querySelectorAll('button')];
    expect(deepActiveElement()).to.equal(buttons[0]);
    for (let index = 0; index < buttons.length; index += 1) await sendKeys({ press: 'Tab' });
    expect(buttons, 'focus wraps inside the dialog').to.include(deepActiveElement());
    part(dialog, 'confirm')!.click();
    await answer;
    await waitUntil(() => document.activeElement === opener, 'focus returns to the opener');
  });

  it('closes only the top dialog on a click outside', async () => {
    const first = confirm({ title: 'First' });
    await shown(1);
    const second = confirm({ title: 'Second' });
    await shown(2);
    // A real pointer click in the page's corner, outside both boxes.
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(await second).to.equal('cancel');
    expect(dialogs()).to.have.length(1);
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(await first).to.equal('cancel');
  });

  it('clicks inside the box do not close it', async () => {
    void confirm({ title: 'Stay' });
    const dialog = await shown();
    part(dialog, 'title')!.click();
    await aTimeout(50);
    expect(dialog.isConnected).to.equal(true);
  });

  it('an alert has one OK button', async () => {
    const answer = alert({ title: 'Preview Only', message: 'Log out to use this block.' });
    const dialog = await shown();
    expect(part(dialog, 'dialog')!.getAttribute('role')).to.equal('alertdialog');
    expect([...dialog.shadowRoot!.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['OK']);
    await expect(dialog).to.be.accessible();
    part(dialog, 'confirm')!.click();
    expect(await answer).to.equal('confirm');
  });

  it('an information popup hides itself after 2 s, which counts as confirm', async () => {
    const opened = Date.now();
    const answer = inform({ title: 'Saved', message: 'Your changes are saved.' });
    const dialog = await shown();
    expect(part(dialog, 'dialog')!.getAttribute('role')).to.equal('dialog');
    await expect(dialog).to.be.accessible();
    expect(await answer).to.equal('confirm');
    expect(Date.now() - opened).to.be.within(1900, 3500);
    expect(dialog.isConnected).to.equal(false);
  });

  it('as markup: opens with the attribute, fires sq-dialog-hide, and stays with persist', async () => {
    const dialog = await fixture<SqDialog>(html`<sq-dialog type="alert" heading="Note" persist></sq-dialog>`);
    expect(part(dialog, 'dialog')).to.equal(null);
    dialog.open = true;
    await waitUntil(() => part(dialog, 'confirm'), 'the dialog opens');
    const hidden = oneEvent(dialog, 'sq-dialog-hide');
    part(dialog, 'confirm')!.click();
    expect((await hidden).detail).to.deep.equal({ result: 'confirm' });
    expect(dialog.isConnected).to.equal(true);
    expect(dialog.open).to.equal(false);
    await waitUntil(() => part(dialog, 'dialog') === null, 'the dialog is hidden');
  });

  it('hides within the 600 ms fallback even when its animation is slowed', async () => {
    const answer = confirm({ title: 'Slow' });
    const dialog = await shown();
    dialog.style.setProperty('--sq-duration-300', '5s');
    const started = Date.now();
    part(dialog, 'confirm')!.click();
    await answer;
    expect(Date.now() - started).to.be.below(1500);
  });
});
