import { expect } from '@open-wc/testing';
import { toSiteContext } from '../../src/shared/site/context.js';
import {
  ADMIN_SUB_PERMISSIONS,
  CONFIG_PERMISSION_GROUPS,
  CONFIG_SUB_PERMISSIONS,
  VisitorKind,
  canLogOut,
  isAuthenticated,
  isPointerTrackingEnabled,
  isViewerOnly,
  mayMirrorEditorEvents,
  mayUseEscapeShortcut,
  permissionOf,
  reservationPreviewAlert,
  showsBadge,
  showsMobileInfoBar,
  siteLoaders,
  visitorKind,
} from '../../src/shared/site/roles.js';

const visitor = toSiteContext({});
const owner = (fields: Record<string, unknown> = {}, account: Record<string, unknown> = {}) =>
  toSiteContext({ authenticatedAccount: { id: 'a1', ...account }, websiteRoles: [1], ...fields });

describe('roles and permissions', () => {
  it('visitor kinds: anonymous, authenticated account, back-end context', () => {
    expect(visitorKind(visitor)).to.equal(VisitorKind.ANONYMOUS);
    expect(visitorKind(owner())).to.equal(VisitorKind.AUTHENTICATED_ACCOUNT);
    expect(visitorKind(owner(), { inBackEnd: true })).to.equal(VisitorKind.BACK_END);
    expect(visitorKind(visitor, { inBackEnd: true })).to.equal(VisitorKind.BACK_END);
    expect(isAuthenticated(visitor)).to.equal(false);
    expect(isAuthenticated(owner())).to.equal(true);
  });

  it('viewer-only: every role is viewer, and there is at least one', () => {
    expect(isViewerOnly([10])).to.equal(true);
    expect(isViewerOnly([10, 10])).to.equal(true);
    expect(isViewerOnly([10, 4])).to.equal(false);
    expect(isViewerOnly([1])).to.equal(false);
    expect(isViewerOnly([12])).to.equal(false);
    expect(isViewerOnly([])).to.equal(false);
  });

  it('only an authenticated account can log out', () => {
    expect(canLogOut(owner())).to.equal(true);
    expect(canLogOut(visitor)).to.equal(false);
  });

  it('the Escape shortcut needs a logged-in account or useEscapeKeyToLogin', () => {
    expect(mayUseEscapeShortcut(owner())).to.equal(true);
    expect(mayUseEscapeShortcut(visitor)).to.equal(false);
    expect(mayUseEscapeShortcut(toSiteContext({ websiteSettings: { useEscapeKeyToLogin: true } }))).to.equal(true);
  });

  it('permission codes 0, 1, 2; editor events mirrored only with admin access', () => {
    expect(permissionOf(visitor)).to.equal(undefined);
    expect(permissionOf(owner({}, { permission: 0 }))).to.equal(0);
    expect(permissionOf(owner({}, { permission: 1 }))).to.equal(1);
    expect(permissionOf(owner({}, { permission: 3 }))).to.equal(undefined);
    expect(permissionOf(owner({}, { permission: '2' }))).to.equal(undefined);
    expect(mayMirrorEditorEvents(owner({}, { permission: 2 }))).to.equal(true);
    expect(mayMirrorEditorEvents(owner({}, { permission: 1 }))).to.equal(false);
    expect(mayMirrorEditorEvents(owner({}, { permission: 0 }))).to.equal(false);
    expect(mayMirrorEditorEvents(owner())).to.equal(false);
    expect(mayMirrorEditorEvents(visitor)).to.equal(false);
  });

  it('pointer tracking only with an authenticated account', () => {
    expect(isPointerTrackingEnabled(owner())).to.equal(true);
    expect(isPointerTrackingEnabled(visitor)).to.equal(false);
  });

  it('mobile information bar at widths up to 1024 px', () => {
    expect(showsMobileInfoBar(320)).to.equal(true);
    expect(showsMobileInfoBar(1024)).to.equal(true);
    expect(showsMobileInfoBar(1025)).to.equal(false);
  });

  it('the badge shows unless the template version is 7.1 or the badge type is none', () => {
    expect(showsBadge({})).to.equal(true);
    expect(showsBadge({ templateVersion: '7.0', badgeType: 'default' })).to.equal(true);
    expect(showsBadge({ templateVersion: '7.1' })).to.equal(false);
    expect(showsBadge({ templateVersion: 7.1 })).to.equal(false);
    expect(showsBadge({ badgeType: 'none' })).to.equal(false);
    expect(showsBadge({ badgeType: 'NONE' })).to.equal(false);
    expect(showsBadge({ templateVersion: '7.10' })).to.equal(true);
  });

  describe('site loaders', () => {
    const quiet = { templateVersion: '7.1' };
    it('a logged-in user loads the announcement bar, overlays manager and popup overlay', () => {
      expect(siteLoaders(owner(quiet), { viewportWidth: 1400 })).to.deep.equal({ announcementBar: true, overlaysManager: true, popupOverlay: true });
    });

    it('a visitor on a site with nothing to show loads none of them', () => {
      expect(siteLoaders(toSiteContext(quiet), { viewportWidth: 1400 })).to.deep.equal({
        announcementBar: false,
        overlaysManager: false,
        popupOverlay: false,
      });
    });

    it('the announcement bar setting loads the announcement bar', () => {
      expect(siteLoaders(toSiteContext({ ...quiet, showAnnouncementBar: true }), { viewportWidth: 1400 }).announcementBar).to.equal(true);
    });

    it('the badge, the mobile information bar and the licensed assets bar load the overlays manager', () => {
      expect(siteLoaders(toSiteContext({}), { viewportWidth: 1400 }).overlaysManager).to.equal(true);
      const mobileBar = toSiteContext({ ...quiet, websiteSettings: { mobileInfoBarSettings: { isEnabled: true } } });
      expect(siteLoaders(mobileBar, { viewportWidth: 1024 }).overlaysManager).to.equal(true);
      expect(siteLoaders(mobileBar, { viewportWidth: 1025 }).overlaysManager).to.equal(false);
      expect(siteLoaders(toSiteContext(quiet), { viewportWidth: 1400, licensedAssetsBar: true }).overlaysManager).to.equal(true);
      expect(siteLoaders(toSiteContext({ websiteSettings: { badgeType: 'none' } }), { viewportWidth: 1400 }).overlaysManager).to.equal(false);
    });

    it('a visitor loads the popup overlay when the site switched it on', () => {
      const on = toSiteContext({ ...quiet, websiteSettings: { popupOverlaySettings: { isEnabled: true } } });
      expect(siteLoaders(on, { viewportWidth: 1400 }).popupOverlay).to.equal(true);
    });
  });

  it("reservation block: 'Preview Only' alert when logged in", () => {
    expect(reservationPreviewAlert(visitor)).to.equal(undefined);
    expect(reservationPreviewAlert(owner())).to.deep.equal({ title: 'Preview Only', message: 'Log out to use this block.' });
  });

  it('config groups and sub-permissions have their fixed names', () => {
    expect(CONFIG_PERMISSION_GROUPS).to.deep.equal([
      'content manager',
      'settings',
      'activity',
      'commerce',
      'newsletter',
      'CRM',
      'marketing',
      'scheduling',
    ]);
    expect(CONFIG_SUB_PERMISSIONS).to.include.members([
      'change structure',
      'trusted commenter',
      'delete jobs',
      'settings:general',
      'settings:sessions',
      'commerce:orders',
      'commerce:POS',
      'commerce:product reviews',
      'newsletter:subscribers:read',
      'newsletter:settings:write',
      'accept terms of service',
      'add or remove domains',
    ]);
    expect(CONFIG_SUB_PERMISSIONS).to.have.length(3 + 6 + 9 + 8 + 2);
    expect(new Set(CONFIG_SUB_PERMISSIONS).size).to.equal(CONFIG_SUB_PERMISSIONS.length);
    expect(ADMIN_SUB_PERMISSIONS).to.include.members(['billing refund', 'log in as a user', 'extend trial', 'grant access']);
  });
});
