import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
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

/** Waits a frame at a time, for at most 20, until `condition` holds: a fake clock stops `waitUntil`, not frames. */
async function framesUntil(condition: () => unknown, message: string): Promise<void> {
  for (let frame = 0; frame < 20 && !condition(); frame++) await nextFrame();
  expect(condition(), message).to.be.ok;
}

const hiding = (dialog: Element) => part(dialog, 'dialog')?.classList.contains('hiding') ?? false;

let clock: ReturnType<typeof install> | undefined;

afterEach(() => {
  clock?.uninstall();
  clock = undefined;
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
    const answer = confirm({ title: 'Stay' });
    const dialog = await shown();
    part(dialog, 'title')!.click();
    // A hide starts in the click's own render: by the next frame the box would be fading out.
    await nextFrame();
    expect(hiding(dialog)).to.equal(false);
    expect(dialog.isConnected).to.equal(true);
    // The first answer given is the one kept: a cancel from the click would win over this confirm.
    part(dialog, 'confirm')!.click();
    expect(await answer).to.equal('confirm');
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
    clock = install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const opened = Date.now();
    let settled = false;
    const answer = inform({ title: 'Saved', message: 'Your changes are saved.' });
    void answer.then(() => (settled = true));
    await framesUntil(() => dialogs().length === 1 && part(dialogs()[0]!, 'dialog'), 'the dialog is shown');
    const dialog = dialogs()[0]!;
    // The focus trap moves focus on a timer of 0 ms, which runs at the clock's next tick.
    await framesUntil(() => (clock!.tick(0), dialog.shadowRoot!.activeElement !== null), 'focus moves into the dialog');
    await Promise.all(dialog.shadowRoot!.getAnimations().map((animation) => animation.finished));
    expect(part(dialog, 'dialog')!.getAttribute('role')).to.equal('dialog');
    // axe yields on timers of 0 ms, which a fake clock runs a millisecond on: step until it answers.
    let checked = false;
    const accessible = Promise.resolve(expect(dialog).to.be.accessible()).finally(() => (checked = true));
    while (!checked) await clock.tickAsync(1);
    await accessible;
    clock.tick(opened + 1999 - Date.now());
    await nextFrame();
    expect(hiding(dialog)).to.equal(false);
    expect(settled).to.equal(false);
    clock.tick(1);
    await framesUntil(() => hiding(dialog), 'the dialog starts hiding');
    expect(await answer).to.equal('confirm');
    expect(Date.now() - opened).to.be.within(1900, 3500);
    expect(dialog.isConnected).to.equal(false);
    // The removed element unmounts on the next timer.
    clock.runToLast();
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
