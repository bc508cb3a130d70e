import { ContributorRole, PermissionCode } from '../../src/shared/constants/enums.js';
import { isViewerOnly } from '../../src/shared/site/roles.js';
import type { Owner } from '../site/documents.js';

/** What an owner may do in the inbox: read what visitors sent, and delete it. */
export interface InboxAccess {
  read: boolean;
  delete: boolean;
}

/** Why an inbox call was refused. */
export const INBOX_REFUSALS = {
  signIn: 'Sign in to the config area to read the inbox.',
  read: 'This account may not read the inbox.',
  delete: 'This account may read the inbox but not delete from it: deleting needs config or admin permission.',
} as const;

/**
 * An owner with config or admin permission (§6 codes 1 and 2) reads and deletes, unless every role
 * they hold is viewer; a viewer (role 10) reads only; any other account reads nothing.
 */
export function inboxAccess(owner: Pick<Owner, 'permission' | 'websiteRoles'>): InboxAccess {
  const roles = Array.isArray(owner.websiteRoles) ? owner.websiteRoles : [];
  const mayChange = owner.permission >= PermissionCode.CONFIG && !isViewerOnly(roles);
  return { read: mayChange || roles.includes(ContributorRole.VIEWER), delete: mayChange };
}
