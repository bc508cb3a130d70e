import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { dismissSystemError, setPageReload, showSystemError } from '../../src/shared/api/system-error.js';
import { systemErrorOverlay } from '../helpers/system-error.js';

describe('the system-error overlay', () => {
  afterEach(() => dismissSystemError());

  it('is one fixed host with adopted styles and no <style> element', () => {
    showSystemError({ message: 'First' });
    showSystemError({ message: 'Second' });
    const overlay = systemErrorOverlay()!;
    expect(document.querySelectorAll('[data-sq-system-error]')).to.have.length(1);
    expect(overlay.label, 'the latest message').to.equal('Second');
    expect(getComputedStyle(overlay.host).position).to.equal('fixed');
    expect(overlay.root.adoptedStyleSheets).to.have.length(1);
    expect(overlay.root.querySelector('style')).to.equal(null);
  });

  it('keeps a full-screen error over a later default one, and lets a full-screen one replace a default', () => {
    showSystemError({ message: 'Default' });
    showSystemError({ message: 'Session ended', fullScreen: true });
    expect(systemErrorOverlay()!.buttonNames).to.deep.equal(['Reload Page', 'Clear']);
    showSystemError({ message: 'Something else' });
    const overlay = systemErrorOverlay()!;
    expect(overlay.label).to.equal('Session ended');
    expect(overlay.buttonNames).to.deep.equal(['Reload Page', 'Clear']);
  });

  it('keeps keyboard focus inside while shown', async () => {
    showSystemError({ message: 'Session ended', fullScreen: true });
    await nextFrame();
    const overlay = systemErrorOverlay()!;
    expect(overlay.focused()).to.equal(overlay.buttons[0]);
    await sendKeys({ press: 'Tab' });
    expect(overlay.focused()).to.equal(overlay.buttons[1]);
    await sendKeys({ press: 'Tab' });
    expect(overlay.focused(), 'Tab wraps around').to.equal(overlay.buttons[0]);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(overlay.focused()).to.equal(overlay.buttons[1]);
  });

  it('closes on Clear and gives focus back to where it was, inside a shadow root too', async () => {
    const host = await fixture(html`<div></div>`);
    const button = document.createElement('button');
    button.textContent = 'Submit';
    host.attachShadow({ mode: 'open' }).append(button);
    button.focus();
    showSystemError({ message: 'Internal server error. Please try again later.' });
    const overlay = systemErrorOverlay()!;
    expect(overlay.focused()).to.equal(overlay.buttons[0]);
    overlay.buttons[0]!.click();
    expect(systemErrorOverlay()).to.equal(undefined);
    expect(host.shadowRoot!.activeElement).to.equal(button);
  });

  it('calls the page reload from Reload Page and stays until cleared', () => {
    let reloads = 0;
    const restore = setPageReload(() => {
      reloads += 1;
    });
    try {
      showSystemError({ message: 'Session ended', fullScreen: true });
      systemErrorOverlay()!.buttons[0]!.click();
      expect(reloads).to.equal(1);
      expect(systemErrorOverlay()).to.exist;
    } finally {
      restore();
    }
  });

  it('is accessible in both forms', async () => {
    showSystemError({ message: 'This service is temporarily unavailable. Please try again later.' });
    await expect(systemErrorOverlay()!.host).to.be.accessible();
    dismissSystemError();
    showSystemError({ message: 'Unauthorized request', fullScreen: true });
    await expect(systemErrorOverlay()!.host).to.be.accessible();
  });

  it('gives its buttons a 44 px target', () => {
    showSystemError({ message: 'Session ended', fullScreen: true });
    for (const button of systemErrorOverlay()!.buttons) {
      const { width, height } = button.getBoundingClientRect();
      expect(Math.min(width, height)).to.be.at.least(44);
    }
  });
});
