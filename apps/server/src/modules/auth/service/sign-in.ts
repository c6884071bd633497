import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { signInAuditAction } from '@panel/contract/api/audit';
import type { Database } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';
import {
  avatarUrlOf,
  buildAuthorizeUrl,
  exchangeCode,
  fetchCurrentUser,
  isGuildMember,
  type DiscordOAuthSettings,
} from '../discord-oauth';
import {
  consumeOAuthState,
  deleteOldOAuthStates,
  deleteSession,
  insertOAuthState,
  upsertSignedInUser,
} from '../repository';
import { safeReturnTo } from '../return-to';
import { createSession, hashToken, type SessionPolicy } from '../session-store';
import { recordRefusedSignIn, SignInError, type SignInFailure } from './refusal';

const stateLifetimeMs = 10 * 60_000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Starts sign-in: a single-use `state`, stored hashed; the browser keeps the same hash in a
 * cookie, so the callback is accepted only in the browser that started it (no login CSRF).
 */
export async function startSignIn(
  db: Database,
  settings: DiscordOAuthSettings,
  returnTo: string | undefined,
): Promise<{ url: string; stateHash: string }> {
  const state = randomBytes(32).toString('base64url');
  await insertOAuthState(db, {
    id: hash(state),
    returnTo: safeReturnTo(returnTo),
    expiresAt: new Date(Date.now() + stateLifetimeMs),
  });
  await deleteOldOAuthStates(db);
  return { url: buildAuthorizeUrl(settings, state), stateHash: hash(state) };
}

function sameHash(a: string, b: string | null): boolean {
  return b !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface SignInCallback {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

export interface SignInBrowser {
  /** The state hash of the cookie set when this browser started sign-in. */
  stateHash: string | null;
  /** The session token this browser had before, ended by the new one. */
  previousToken: string | null;
  userAgent: string | null;
}

/** A new session and where to go, or why sign-in was refused. */
export type SignInOutcome = { token: string; location: string } | { refused: SignInFailure };

/**
 * Finishes sign-in: checks the single-use state, asks Discord who this is, opens a session
 * and lands staff on the dashboard, members on their account, unless they came from a page.
 * A refusal opens no session and is written in the audit log.
 */
export async function finishSignIn(
  db: Database,
  deps: { oauth: DiscordOAuthSettings; policy: SessionPolicy },
  input: SignInCallback,
  browser: SignInBrowser,
  audit: Omit<AuditContext, 'actor'>,
): Promise<SignInOutcome> {
  try {
    const result = await completeSignIn(db, deps, input, browser, audit);
    const fallback = result.isStaff ? '/dashboard' : '/account';
    return { token: result.token, location: result.returnTo ?? fallback };
  } catch (error) {
    if (!(error instanceof SignInError)) throw error;
    await recordRefusedSignIn(db, error, audit);
    return { refused: error.reason };
  }
}

async function completeSignIn(
  db: Database,
  { oauth, policy }: { oauth: DiscordOAuthSettings; policy: SessionPolicy },
  input: SignInCallback,
  browser: SignInBrowser,
  audit: Omit<AuditContext, 'actor'>,
) {
  if (!input.state || !sameHash(hash(input.state), browser.stateHash)) {
    throw new SignInError('state');
  }
  const consumed = await consumeOAuthState(db, hash(input.state));
  if (!consumed) throw new SignInError('state');
  if (input.error || !input.code) throw new SignInError(input.error ? 'denied' : 'code');

  let discordUser;
  let member;
  try {
    const accessToken = await exchangeCode(oauth, input.code);
    discordUser = await fetchCurrentUser(oauth, accessToken);
    member = await isGuildMember(oauth, accessToken);
  } catch {
    throw new SignInError('code');
  }
  const isConfiguredAdmin = policy.adminDiscordIds.includes(discordUser.id);
  if (!member && !isConfiguredAdmin) {
    throw new SignInError('not_member', {
      id: discordUser.id,
      name: discordUser.global_name ?? discordUser.username,
    });
  }

  const profile = {
    id: discordUser.id,
    username: discordUser.username,
    displayName: discordUser.global_name,
    avatarUrl: avatarUrlOf(discordUser),
    lastSignInAt: new Date(),
    // Kept from every sign-in: turning it on in Discord and signing in again gives staff their
    // access back (docs/decisions/2026-12-05-staff-2fa-and-sessions.md).
    discordMfaEnabled: discordUser.mfa_enabled,
  };
  return db.transaction(async (tx) => {
    const user = await upsertSignedInUser(tx, profile, isConfiguredAdmin);
    if (!user) throw new Error('user upsert returned nothing');
    // Signing in rotates the session: the browser's previous one ends here.
    if (browser.previousToken) await deleteSession(tx, hashToken(browser.previousToken));
    const token = await createSession(tx, user.id, policy, {
      ip: audit.ip,
      userAgent: browser.userAgent,
    });
    const name = user.displayName ?? user.username;
    await recordAudit(
      tx,
      { ...audit, actor: { id: user.id, name, avatar: user.avatarUrl } },
      {
        actionType: 'view',
        action: signInAuditAction,
        target: user.id,
        details: `${name} entrou no painel`,
      },
    );
    return {
      token,
      returnTo: consumed.returnTo,
      isStaff: isConfiguredAdmin || user.roleName !== null,
    };
  });
}
