import { expect } from '@open-wc/testing';
import {
  parsePopupOverlayRecord,
  popupOverlayContent,
  popupOverlayDecision,
  recordOnClose,
  recordOnSubmit,
  type PopupOverlayInput,
} from '../../src/shared/site/popup-overlay.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;

const decide = (overrides: Partial<PopupOverlayInput> = {}, settings: Record<string, unknown> = {}) =>
  popupOverlayDecision({
    settings: { isEnabled: true, style: { layout: 'card' }, frequency: 7, version: 2, ...settings },
    pageType: 2,
    isMobile: false,
    screenshotMode: false,
    record: undefined,
    now: NOW,
    ...overrides,
  });

describe('popup overlay display', () => {
  it('shows when nothing hides it and the visitor has no record', () => {
    expect(decide()).to.deep.equal({ show: true });
  });

  it('hidden without settings or when switched off', () => {
    expect(decide({ settings: undefined })).to.deep.equal({ show: false, reason: 'disabled' });
    expect(decide({}, { isEnabled: false })).to.deep.equal({ show: false, reason: 'disabled' });
  });

  it('hidden on mobile when disabled on mobile', () => {
    expect(decide({ isMobile: true }, { disabledOnMobile: true })).to.deep.equal({ show: false, reason: 'mobile' });
    expect(decide({ isMobile: false }, { disabledOnMobile: true })).to.deep.equal({ show: true });
    expect(decide({ isMobile: true })).to.deep.equal({ show: true });
  });

  it('hidden with no style', () => {
    for (const style of [undefined, null, '']) expect(decide({}, { style })).to.deep.equal({ show: false, reason: 'no style' });
  });

  it('hidden on not-found, splash and lock-screen pages', () => {
    for (const pageType of [100, 3, 103]) expect(decide({ pageType })).to.deep.equal({ show: false, reason: 'page type' });
    for (const pageType of [1, 2, 50, 101, 104, undefined]) expect(decide({ pageType }).show).to.equal(true);
  });

  it('hidden in screenshot mode', () => {
    expect(decide({ screenshotMode: true })).to.deep.equal({ show: false, reason: 'screenshot' });
  });

  it('after closing, shows again once the frequency in days has passed', () => {
    const record = { 'date-closed': NOW - 7 * DAY + 1, version: 2 };
    expect(decide({ record })).to.deep.equal({ show: false, reason: 'closed' });
    expect(decide({ record: { ...record, 'date-closed': NOW - 7 * DAY } })).to.deep.equal({ show: true });
    expect(decide({ record: { 'date-closed': NOW, version: 2 } }, { frequency: 0 })).to.deep.equal({ show: true });
    expect(decide({ record: { 'date-closed': NOW, version: 2 } }, { frequency: undefined })).to.deep.equal({ show: true });
  });

  it('frequency -1 never shows again', () => {
    expect(decide({ record: { 'date-closed': 0, version: 2 } }, { frequency: -1 })).to.deep.equal({ show: false, reason: 'closed' });
  });

  it('a submitted overlay does not show again', () => {
    expect(decide({ record: { submitted: true, version: 2 } })).to.deep.equal({ show: false, reason: 'submitted' });
  });

  it('shows again when its version increases, whatever the record says', () => {
    expect(decide({ record: { 'date-closed': NOW, version: 1 } }, { frequency: -1 })).to.deep.equal({ show: true });
    expect(decide({ record: { submitted: true, version: 1 } })).to.deep.equal({ show: true });
    expect(decide({ record: { submitted: true } })).to.deep.equal({ show: true });
    expect(decide({ record: { submitted: true, version: 3 } })).to.deep.equal({ show: false, reason: 'submitted' });
  });

  it('a record without a close date or submission shows', () => {
    expect(decide({ record: { version: 2 } })).to.deep.equal({ show: true });
  });
});

describe('popup overlay local record', () => {
  it('reads the keys date-closed, version and submitted; drops anything else', () => {
    expect(parsePopupOverlayRecord({ 'date-closed': 5, version: 2, submitted: true, other: 1 })).to.deep.equal({
      'date-closed': 5,
      version: 2,
      submitted: true,
    });
    expect(parsePopupOverlayRecord({ 'date-closed': '5', version: NaN, submitted: 'yes' })).to.deep.equal({});
    for (const value of [null, undefined, 'x', [], 3]) expect(parsePopupOverlayRecord(value)).to.equal(undefined);
  });

  it('closing writes the date and version, keeping a submission of the same version', () => {
    expect(recordOnClose(undefined, { now: 9, version: 2 })).to.deep.equal({ 'date-closed': 9, version: 2 });
    expect(recordOnClose({ submitted: true, version: 2 }, { now: 9, version: 2 })).to.deep.equal({ submitted: true, 'date-closed': 9, version: 2 });
    expect(recordOnClose({ submitted: true, version: 1 }, { now: 9, version: 2 })).to.deep.equal({ 'date-closed': 9, version: 2 });
    expect(recordOnClose(undefined, { now: 9, version: undefined })).to.deep.equal({ 'date-closed': 9, version: 0 });
  });

  it('submitting marks the record submitted for this version', () => {
    expect(recordOnSubmit(undefined, { version: 3 })).to.deep.equal({ submitted: true, version: 3 });
    expect(recordOnSubmit({ 'date-closed': 1, version: 3 }, { version: 3 })).to.deep.equal({ 'date-closed': 1, submitted: true, version: 3 });
    expect(recordOnSubmit({ 'date-closed': 1, version: 2 }, { version: 3 })).to.deep.equal({ submitted: true, version: 3 });
  });
});

describe('popup overlay content', () => {
  it('takes the heading, message and button its settings give, trimmed', () => {
    expect(
      popupOverlayContent({ title: ' Kiln opening ', message: 'Saturday.\n10 to 4.', buttonText: ' Shop ', buttonUrl: ' /shop ' }),
    ).to.deep.equal({ title: 'Kiln opening', message: 'Saturday.\n10 to 4.', button: { text: 'Shop', href: '/shop' } });
  });

  it('leaves the button out without its text, its link, or with a link the site does not render', () => {
    for (const button of [{ buttonText: 'Shop' }, { buttonUrl: '/shop' }, { buttonText: 'Shop', buttonUrl: 'javascript:alert(1)' }])
      expect(popupOverlayContent({ title: 'Kiln opening', ...button })!.button, JSON.stringify(button)).to.equal(undefined);
  });

  it('gives none without settings, or with nothing but blanks and non-texts', () => {
    expect(popupOverlayContent(undefined)).to.equal(undefined);
    expect(popupOverlayContent({ isEnabled: true, style: 'light' })).to.equal(undefined);
    expect(popupOverlayContent({ title: '  ', message: 7, buttonText: ['Shop'], buttonUrl: '/shop' })).to.equal(undefined);
  });
});
