/** The account and owners screens' calls to the owner routes (server/routes/config-owners.ts), through the runtime's one HTTP client. */
import { del, get, post } from '../api/request.js';

export const ACCOUNT_API = '/api/config/account';
export const OWNERS_API = '/api/config/owners';

export interface OwnerSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  userAgent: string | null;
  expiresAt: string;
  current: boolean;
}

export interface AccountOverview {
  account: { id: string; email: string; displayName: string; permission: number; websiteRoles: number[] };
  sessions: OwnerSession[];
  billing: { kind: 'upgrade' | 'subscription'; href: string } | null;
}

export interface ListedOwner {
  id: string;
  email: string;
  displayName: string;
  permission: number;
  websiteRoles: number[];
  removable: boolean;
}

export interface PendingOwnerInvitation {
  email: string;
  displayName: string;
  permission: number;
  websiteRoles: number[];
  createdAt: string;
  expiresAt: string;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

export interface OwnersOverview {
  you: string;
  owners: ListedOwner[];
  invitations: PendingOwnerInvitation[];
  outbox: OutboxMessage[];
}

/** Every call shows its own message, so none opens the runtime's error overlay. */
const QUIET = { quiet: true } as const;

export const loadAccount = (): Promise<AccountOverview> => get<AccountOverview>(ACCOUNT_API, QUIET);

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await post(`${ACCOUNT_API}/password`, { ...QUIET, body: { currentPassword, newPassword } });
}

/** Ends one of the owner's sessions; resolves with whether it was this browser's. */
export async function endSession(id: string): Promise<{ signedOut: boolean }> {
  const answer = await del<{ signedOut?: unknown }>(`${ACCOUNT_API}/sessions/${encodeURIComponent(id)}`, QUIET);
  return { signedOut: answer?.signedOut === true };
}

export const loadOwners = (): Promise<OwnersOverview> => get<OwnersOverview>(OWNERS_API, QUIET);

export async function inviteOwner(invitation: { email: string; displayName: string; permission: number; websiteRoles: number[] }): Promise<void> {
  await post(`${OWNERS_API}/invitations`, { ...QUIET, body: invitation });
}

export async function removeOwner(id: string): Promise<void> {
  await del(`${OWNERS_API}/${encodeURIComponent(id)}`, QUIET);
}

/** Withdraws the invitation not yet accepted to an email: its link stops working. */
export async function withdrawInvitation(email: string): Promise<void> {
  await del(`${OWNERS_API}/invitations/${encodeURIComponent(email)}`, QUIET);
}
