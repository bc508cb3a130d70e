import { expect } from '@open-wc/testing';
import { toSiteContext } from '../../src/shared/site/context.js';
import { shortcutAction, type ShortcutInput } from '../../src/shared/site/shortcuts.js';

const visitor = toSiteContext({});
const owner = toSiteContext({ authenticatedAccount: { id: 'a1' } });
const escapeLogin = toSiteContext({ websiteSettings: { useEscapeKeyToLogin: true } });

const press = (overrides: Partial<ShortcutInput> = {}) =>
  shortcutAction({ key: 'Escape', shiftKey: false, dialogOpen: false, inBackEnd: false, context: visitor, ...overrides }).type;

describe('keyboard shortcuts', () => {
  it('ignores other keys', () => {
    expect(press({ key: 'Enter', context: owner })).to.equal('none');
    expect(press({ key: 'e', shiftKey: true, context: owner })).to.equal('none');
  });

  it('leaves Escape to an open dialog', () => {
    expect(press({ dialogOpen: true, context: owner })).to.equal('none');
    expect(press({ dialogOpen: true, inBackEnd: true })).to.equal('none');
    expect(press({ dialogOpen: true, shiftKey: true, context: owner })).to.equal('none');
  });

  it('back end: closes the guide, else toggles fullscreen preview', () => {
    expect(press({ inBackEnd: true, guideOpen: true })).to.equal('closeGuide');
    expect(press({ inBackEnd: true })).to.equal('toggleFullscreenPreview');
    expect(press({ inBackEnd: true, context: owner })).to.equal('toggleFullscreenPreview');
  });

  it('a logged-in account goes to the config panel', () => {
    expect(press({ context: owner })).to.equal('redirectToConfig');
    expect(press({ key: 'Esc', context: owner })).to.equal('redirectToConfig');
  });

  it('a visitor with useEscapeKeyToLogin opens login', () => {
    expect(press({ context: escapeLogin })).to.equal('openLogin');
    expect(press({ context: escapeLogin, inBackEnd: true, guideOpen: true })).to.equal('closeGuide');
  });

  it('a visitor without useEscapeKeyToLogin gets nothing', () => {
    expect(press()).to.equal('none');
    expect(press({ context: toSiteContext({ websiteSettings: { useEscapeKeyToLogin: false } }) })).to.equal('none');
  });

  it('Shift+Escape logs out an authenticated account only', () => {
    expect(press({ shiftKey: true, context: owner })).to.equal('logout');
    expect(press({ shiftKey: true, context: owner, inBackEnd: true })).to.equal('logout');
    expect(press({ shiftKey: true })).to.equal('none');
    expect(press({ shiftKey: true, context: escapeLogin })).to.equal('none');
  });
});
