import { expect } from '@open-wc/testing';
import { SiteStatus } from '../../src/shared/constants/enums.js';
import {
  billingLink,
  checkInvitation,
  CONTRIBUTOR_ROLES,
  newPasswordProblem,
  permissionName,
  removalRefusal,
  roleNames,
} from '../../src/shared/owners/accounts.js';

describe('owner accounts', () => {
  it('chooses the billing link the plan calls for, for an admin only', () => {
    expect(billingLink(SiteStatus.TRIAL, true)).to.deep.equal({ kind: 'upgrade', href: '/settings/billing/upgrade' });
    for (const status of [SiteStatus.PAID, SiteStatus.PASTDUE, SiteStatus.EXPIRED]) {
      expect(billingLink(status, true)).to.deep.equal({ kind: 'subscription', href: '/settings/billing/subscriptions/website' });
    }
    for (const status of [SiteStatus.COMPED, SiteStatus.INTERNAL, SiteStatus.ENTERPRISE, SiteStatus.RESOLD, SiteStatus.REMOVED, SiteStatus.BETA]) {
      expect(billingLink(status, true), String(status)).to.equal(undefined);
    }
    expect(billingLink(undefined, true)).to.equal(undefined);
    expect(billingLink(SiteStatus.TRIAL, false)).to.equal(undefined);
    expect(billingLink(SiteStatus.PAID, false)).to.equal(undefined);
  });

  it('takes a new password of 8 to 1024 characters', () => {
    expect(newPasswordProblem('seven77')).to.equal('Choose a password of at least 8 characters.');
    expect(newPasswordProblem('')).to.equal('Choose a password of at least 8 characters.');
    expect(newPasswordProblem('eight888')).to.equal('');
    expect(newPasswordProblem('x'.repeat(1024))).to.equal('');
    expect(newPasswordProblem('x'.repeat(1025))).to.equal('A password is at most 1024 characters.');
  });

  it('checks an invitation with the editor’s email messages, and cleans what passes', () => {
    expect(checkInvitation({ email: '  ', displayName: 'A', permission: 1 })).to.deep.equal({ errors: { email: 'Please enter a valid email.' } });
    expect(checkInvitation({ email: 'ada@', displayName: 'A', permission: 1 })).to.deep.equal({
      errors: { email: 'Emails must be formatted as user@domain.com.' },
    });
    expect(checkInvitation({})).to.deep.equal({
      errors: { email: 'Please enter a valid email.', displayName: 'Enter the owner’s name.', permission: 'Choose a permission.' },
    });
    expect(checkInvitation({ email: 'a@b.co', displayName: 'x'.repeat(101), permission: 2, websiteRoles: [5, 1] })).to.deep.equal({
      errors: { displayName: 'A name is at most 100 characters.', websiteRoles: 'Choose roles from the list.' },
    });
    expect(checkInvitation({ email: 'a@b.co', displayName: 'A', permission: '2' })).to.deep.equal({ errors: { permission: 'Choose a permission.' } });
    expect(checkInvitation({ email: ' Ada@Example.COM ', displayName: ' Ada ', permission: 1, websiteRoles: [8, 4, 8] })).to.deep.equal({
      invitation: { email: 'ada@example.com', displayName: 'Ada', permission: 1, websiteRoles: [4, 8] },
    });
    expect(checkInvitation({ email: 'a@b.co', displayName: 'A', permission: 0 })).to.deep.equal({
      invitation: { email: 'a@b.co', displayName: 'A', permission: 0, websiteRoles: [] },
    });
  });

  it('names every permission and contributor role', () => {
    expect([0, 1, 2, 7].map(permissionName)).to.deep.equal(['No site permission', 'Config', 'Admin', '7']);
    expect(roleNames(CONTRIBUTOR_ROLES)).to.equal(
      'Admin, Billing, Reporting, Editor, Moderator, Commenter, Store manager, Scheduling, Viewer, Campaigns editor, Scheduling viewer, Scheduling editor, None',
    );
    expect(roleNames([])).to.equal('No roles');
  });

  it('refuses to remove yourself or the last admin', () => {
    const admin = { id: 'a', permission: 2, websiteRoles: [1] };
    const roleAdmin = { id: 'r', permission: 1, websiteRoles: [1] };
    const editor = { id: 'e', permission: 1, websiteRoles: [4] };
    expect(removalRefusal([admin, editor], 'a', 'a')).to.equal('You cannot remove yourself; another admin can.');
    expect(removalRefusal([admin, editor], 'a', 'e')).to.equal('');
    // Only one admin is left: whoever asks, they stay.
    expect(removalRefusal([admin, editor], 'e', 'a')).to.equal('The last admin cannot be removed: the site needs at least one admin.');
    expect(removalRefusal([admin, roleAdmin, editor], 'a', 'r')).to.equal('');
    expect(removalRefusal([admin, roleAdmin], 'r', 'a')).to.equal('');
  });
});
