import { Type } from '@sinclair/typebox';
import type { App, RouteOptions } from '../app.js';
import { OWNER_SESSION_COOKIE } from '../accounts/owners.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { SESSION_COOKIE_OPTIONS, signInRateLimit } from '../accounts/sign-in.js';
import { crumbRefused } from '../http/crumb.js';
import { invitationPage, INVITATION_PATH } from '../render/config-page.js';
import { siteDocuments } from '../site/context.js';
import { createOwnerSession, endOtherOwnerSessions, endOwnerSession, listOwnerSessions } from '../store/owner-sessions.js';
import {
  acceptInvitation,
  addToOutbox,
  createInvitation,
  findInvitation,
  findOwnerByEmailAddress,
  INVITATION_REFUSALS,
  listOutbox,
  listPendingInvitations,
  normalEmail,
  readOwners,
  removeOwner,
  setOwnerPasswordHash,
  withdrawInvitation,
  type InvitationRefusal,
} from '../store/owners.js';
import {
  billingLink,
  checkInvitation,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  permissionName,
  removalRefusal,
  roleNames,
} from '../../src/shared/owners/accounts.js';
import { t } from '../../src/shared/i18n/format.js';

export const ACCOUNT_API = '/api/config/account';
export const OWNERS_API = '/api/config/owners';

const NO_SESSION = 'No session of yours with this id; it may have ended already.';
const NO_OWNER = 'No owner with this id; they may have been removed already.';
const NO_INVITATION = 'No invitation to this email is waiting; it may have been accepted, withdrawn or expired already.';

/** The status of each refused invitation link. */
const REFUSAL_STATUS: Record<InvitationRefusal, number> = { unknown: 404, used: 410, expired: 410, taken: 409 };

/** The server answers in English, as the back end's pages are. */
const en = (key: 'accountEnterCurrentPassword' | 'accountWrongPassword' | 'passwordSameAsBefore' | 'ownersEmailTaken') => t(key, {}, 'en');

/** Why an invitation cannot be made: an operator's setting is missing, which only the server knows to name. */
const INVITATION_NEEDS_ADDRESS =
  "Invitation links need the site's public address: set SQ_PUBLIC_URL (https://shop.example), or website.baseUrl in the site definition.";

/** A time as a mail states it to a reader anywhere: in English and UTC, said so. */
const mailTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(Date.parse(iso))} UTC`;

/**
 * The owner's own account and the site's owners. Every signed-in owner
 * reads their account, changes their password with the current one (their other sessions end,
 * this one stays) and lists and ends their sessions. An admin lists the owners, invites one (the
 * invitation waits in the outbox; only a hash of its token is stored), withdraws an invitation not yet
 * accepted, and removes one (their
 * sessions end; nobody removes themselves, and the last admin stays). The invitee opens the link
 * at /config/invitation, a page that works without scripts, sets a password and is signed in.
 */
export default async function configOwners(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const documents = siteDocuments(app.db);
  const anyOwner = { owner: 'signedIn' } as const;
  const admin = { owner: 'owners' } as const;
  // Trying current passwords counts as signing in: the same limit per client address.
  const passwordLimit = signInRateLimit(app, rateLimit.signIn);

  app.get(ACCOUNT_API, { config: anyOwner }, async (request) => {
    const owner = request.owner!;
    const site = await documents();
    const status = (site.website?.website as { siteStatus?: { value?: unknown } } | undefined)?.siteStatus?.value;
    return {
      account: { id: owner.id, email: owner.email, displayName: owner.displayName, permission: owner.permission, websiteRoles: owner.websiteRoles },
      sessions: await listOwnerSessions(app.db, owner.id, request.cookies[OWNER_SESSION_COOKIE]),
      billing: billingLink(typeof status === 'number' ? status : undefined, request.backEndAccess?.settings === true) ?? null,
    };
  });

  app.post(
    `${ACCOUNT_API}/password`,
    {
      config: anyOwner,
      preHandler: passwordLimit,
      schema: {
        body: Type.Object({
          currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
          newPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH * 2 })),
        }),
      },
    },
    async (request, reply) => {
      const owner = request.owner!;
      const current = request.body.currentPassword ?? '';
      const next = request.body.newPassword ?? '';
      if (current === '') return reply.code(400).send({ error: en('accountEnterCurrentPassword'), field: 'currentPassword' });
      const problem = newPasswordProblem(next);
      if (problem) return reply.code(400).send({ error: problem, field: 'newPassword' });
      if (!(await verifyPassword(current, owner.passwordHash)))
        return reply.code(403).send({ error: en('accountWrongPassword'), field: 'currentPassword' });
      if (next === current) return reply.code(400).send({ error: en('passwordSameAsBefore'), field: 'newPassword' });
      await setOwnerPasswordHash(app.db, owner.id, await hashPassword(next));
      await endOtherOwnerSessions(app.db, owner.id, request.cookies[OWNER_SESSION_COOKIE]);
      return { changed: true };
    },
  );

  app.delete(
    `${ACCOUNT_API}/sessions/:sessionId`,
    { config: anyOwner, schema: { params: Type.Object({ sessionId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }) } },
    async (request, reply) => {
      const { ended, current } = await endOwnerSession(app.db, request.owner!.id, request.params.sessionId, request.cookies[OWNER_SESSION_COOKIE]);
      if (!ended) return reply.code(404).send({ error: NO_SESSION });
      if (current) reply.clearCookie(OWNER_SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
      return { signedOut: current };
    },
  );

  app.get(OWNERS_API, { config: admin }, async (request) => {
    const you = request.owner!.id;
    const owners = await readOwners(app.db);
    return {
      you,
      owners: owners.map((owner) => ({
        id: owner.id,
        email: owner.email,
        displayName: owner.displayName,
        permission: owner.permission,
        websiteRoles: owner.websiteRoles,
        removable: removalRefusal(owners, you, owner.id) === '',
      })),
      invitations: await listPendingInvitations(app.db),
      outbox: await listOutbox(app.db),
    };
  });

  app.post(
    `${OWNERS_API}/invitations`,
    {
      config: admin,
      schema: {
        body: Type.Object({
          email: Type.Optional(Type.String({ maxLength: 512 })),
          displayName: Type.Optional(Type.String({ maxLength: 512 })),
          permission: Type.Optional(Type.Integer()),
          websiteRoles: Type.Optional(Type.Array(Type.Integer(), { maxItems: 20 })),
        }),
      },
    },
    async (request, reply) => {
      const checked = checkInvitation(request.body);
      if ('errors' in checked) {
        const [first] = Object.values(checked.errors);
        return reply.code(400).send({ error: first, fields: checked.errors });
      }
      const { invitation } = checked;
      // Built from the site's public address, never from the request's Host, which its sender chooses.
      const origin = await app.publicOrigin();
      if (!origin) return reply.code(409).send({ error: INVITATION_NEEDS_ADDRESS });
      if (await findOwnerByEmailAddress(app.db, invitation.email)) {
        return reply.code(409).send({ error: en('ownersEmailTaken'), fields: { email: en('ownersEmailTaken') } });
      }
      const { token, expiresAt } = await createInvitation(app.db, invitation, request.owner!.id);
      const siteTitle = String((await documents()).website?.website?.siteTitle || 'the site');
      const link = `${origin}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
      await addToOutbox(app.db, {
        to: invitation.email,
        subject: t('invitationEmailSubject', { site: siteTitle }, 'en'),
        body: t(
          'invitationEmailBody',
          {
            name: invitation.displayName,
            inviter: request.owner!.displayName,
            site: siteTitle,
            permission: permissionName(invitation.permission),
            roles: roleNames(invitation.websiteRoles),
            link,
            expires: mailTime(expiresAt),
          },
          'en',
        ),
      });
      return reply.code(201).send({ invitation: { email: invitation.email, expiresAt } });
    },
  );

  app.delete(
    `${OWNERS_API}/invitations/:email`,
    { config: admin, schema: { params: Type.Object({ email: Type.String({ minLength: 1, maxLength: 512 }) }) } },
    async (request, reply) => {
      if (!(await withdrawInvitation(app.db, request.params.email))) return reply.code(404).send({ error: NO_INVITATION });
      return { withdrawn: normalEmail(request.params.email) };
    },
  );

  app.delete(
    `${OWNERS_API}/:ownerId`,
    { config: admin, schema: { params: Type.Object({ ownerId: Type.String({ minLength: 1, maxLength: 64 }) }) } },
    async (request, reply) => {
      const owners = await readOwners(app.db);
      const target = owners.find((owner) => owner.id === request.params.ownerId);
      if (!target) return reply.code(404).send({ error: NO_OWNER });
      const refusal = removalRefusal(owners, request.owner!.id, target.id);
      if (refusal) return reply.code(409).send({ error: refusal });
      await removeOwner(app.db, target.id);
      return { removed: target.id };
    },
  );

  // The acceptance link: a page of its own, with a form that posts without scripts.
  const siteTitleOf = async () => String((await documents()).website?.website?.siteTitle || 'Your site');

  app.get<{ Querystring: { token?: unknown } }>(INVITATION_PATH, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const found = await findInvitation(app.db, token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const siteTitle = await siteTitleOf();
    if ('refusal' in found) {
      reply.code(REFUSAL_STATUS[found.refusal]);
      return invitationPage({ siteTitle, refusal: INVITATION_REFUSALS[found.refusal] });
    }
    const { invitation } = found;
    return invitationPage({
      siteTitle,
      crumb: app.issueCrumb(request, reply),
      token,
      invitation: { ...invitation, permissionName: permissionName(invitation.permission), roleNames: roleNames(invitation.websiteRoles) },
    });
  });

  app.post(INVITATION_PATH, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token : '';
    const password = typeof body.password === 'string' ? body.password : '';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const siteTitle = await siteTitleOf();
    // Without the page's crumb the answer is always the refusal (403): the form again for a link
    // that works, so the invitee can try once the browser keeps cookies, else the cookie's reason.
    const refusedCrumb = crumbRefused(request);
    const found = await findInvitation(app.db, token);
    if ('refusal' in found) {
      reply.code(refusedCrumb ? 403 : REFUSAL_STATUS[found.refusal]);
      return invitationPage({ siteTitle, refusal: refusedCrumb ? t('configPasswordCookiesRefused', {}, 'en') : INVITATION_REFUSALS[found.refusal] });
    }
    const { invitation } = found;
    const again = (status: number, error: string) => {
      reply.code(status);
      return invitationPage({
        siteTitle,
        crumb: app.issueCrumb(request, reply),
        token,
        error,
        invitation: { ...invitation, permissionName: permissionName(invitation.permission), roleNames: roleNames(invitation.websiteRoles) },
      });
    };
    if (refusedCrumb) return again(403, t('configPasswordCookiesRefused', {}, 'en'));
    const problem = newPasswordProblem(password);
    if (problem) return again(400, problem);
    const accepted = await acceptInvitation(app.db, token, await hashPassword(password));
    if ('refusal' in accepted) {
      reply.code(REFUSAL_STATUS[accepted.refusal]);
      return invitationPage({ siteTitle, refusal: INVITATION_REFUSALS[accepted.refusal] });
    }
    const session = await createOwnerSession(app.db, accepted.owner.id, Date.now(), request.headers['user-agent']);
    reply.setCookie(OWNER_SESSION_COOKIE, session.token, { ...SESSION_COOKIE_OPTIONS, expires: session.expiresAt });
    return reply.redirect('/config/', 303);
  });
}
