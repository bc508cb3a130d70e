import { expect } from '@open-wc/testing';
import { backEndAccess, type BackEndArea } from '../../src/shared/config/access.js';

const allowed = (permission: number, websiteRoles: unknown): BackEndArea[] =>
  Object.entries(backEndAccess({ permission, websiteRoles }))
    .filter(([, may]) => may)
    .map(([area]) => area as BackEndArea);

describe('who may do what in the back end', () => {
  it('lets an admin do everything, by permission code or by role', () => {
    const everything = ['readInbox', 'deleteFromInbox', 'commerce', 'content', 'design', 'settings', 'owners'];
    expect(allowed(2, [])).to.deep.equal(everything);
    expect(allowed(2, [10])).to.deep.equal(everything);
    expect(allowed(1, [1])).to.deep.equal(everything);
  });

  it('gives an editor content, forms and design, and a store manager commerce, never settings or owners', () => {
    expect(allowed(1, [4])).to.deep.equal(['readInbox', 'deleteFromInbox', 'content', 'design']);
    expect(allowed(1, [])).to.deep.equal(['readInbox', 'deleteFromInbox', 'content', 'design']);
    expect(allowed(1, [8])).to.deep.equal(['readInbox', 'deleteFromInbox', 'commerce']);
    expect(allowed(1, [4, 8])).to.deep.equal(['readInbox', 'deleteFromInbox', 'commerce', 'content', 'design']);
  });

  it('lets a viewer read the inbox and nothing more, with or without config permission', () => {
    expect(allowed(0, [10])).to.deep.equal(['readInbox']);
    expect(allowed(1, [10])).to.deep.equal(['readInbox']);
  });

  it('gives roles nothing without config permission, and ignores roles that are not numbers', () => {
    expect(allowed(0, [1])).to.deep.equal([]);
    expect(allowed(0, [8])).to.deep.equal([]);
    expect(allowed(0, [])).to.deep.equal([]);
    expect(allowed(0, 'admin')).to.deep.equal([]);
    expect(allowed(1, ['1', null])).to.deep.equal(['readInbox', 'deleteFromInbox', 'content', 'design']);
  });
});
