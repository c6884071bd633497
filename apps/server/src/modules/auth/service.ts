import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oauthStates } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { recordAudit, type AuditContext } from '../audit';
import {
  avatarUrlOf,
  buildAuthorizeUrl,
  exchangeCode,
  fetchCurrentUser,
  isGuildMember,
  type DiscordOAuthSettings,
} from './discord-oauth';
import { createSession, destroySession, type SessionPolicy } from './session-store';

const stateLifetimeMs = 10 * 60_000;

export type SignInFailure = 'state' | 'denied' | 'code' | 'not_member';

export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    /** Who was refused, once Discord said who they are. */
    readonly user: { id: string; name: string } | null = null,
  ) {
    super(`sign-in failed: ${reason}`);
  }
}

const origin = 'http://panel.invalid';

/**
 * Only same-site paths, judged after the browser's own normalisation: `/x`, never
 * `//evil.example`, `/\tevil`, `https://...`, nor anything with control, non-ASCII or
 * backslash characters (a redirect header could not carry them either). `null` means "the
 * default page".
 */
export function safeReturnTo(value: string | undefined | null): string | null {
  if (!value?.startsWith('/') || /[^\x21-\x7e]/.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path === '/api' || path.startsWith('/api/')) return null;
  return path;
}

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
  await db.insert(oauthStates).values({
    id: hash(state),
    returnTo: safeReturnTo(returnTo),
    expiresAt: new Date(Date.now() + stateLifetimeMs),
  });
  // Old states are useless; clearing them here keeps the table small without a job.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 day'`));
  return { url: buildAuthorizeUrl(settings, state), stateHash: hash(state) };
}

function sameHash(a: string, b: string | null): boolean {
  return b !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface SignInResult {
  token: string;
  userId: string;
  returnTo: string | null;
  isStaff: boolean;
}

/** Finishes sign-in: checks the single-use state, asks Discord who this is, opens a session. */
export async function completeSignIn(
  db: Database,
  settings: DiscordOAuthSettings,
  policy: SessionPolicy,
  input: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  browser: {
    /** The state hash of the cookie set when this browser started sign-in. */
    stateHash: string | null;
    /** The session this browser had before, ended by the new one. */
    previousSessionId: string | null;
    userAgent: string | null;
  },
  audit: Omit<AuditContext, 'actor'>,
): Promise<SignInResult> {
  if (!input.state || !sameHash(hash(input.state), browser.stateHash)) {
    throw new SignInError('state');
  }
  const [consumed] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.id, hash(input.state)),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ returnTo: oauthStates.returnTo });
  if (!consumed) throw new SignInError('state');
  if (input.error || !input.code) throw new SignInError(input.error ? 'denied' : 'code');

  let discordUser;
  let member;
  try {
    const accessToken = await exchangeCode(settings, input.code);
    discordUser = await fetchCurrentUser(settings, accessToken);
    member = await isGuildMember(settings, accessToken);
  } catch {
    throw new SignInError('code');
  }
  if (!member && !policy.adminDiscordIds.includes(discordUser.id)) {
    throw new SignInError('not_member', {
      id: discordUser.id,
      name: discordUser.global_name ?? discordUser.username,
    });
  }

  const profile = {
    username: discordUser.username,
    displayName: discordUser.global_name,
    avatarUrl: avatarUrlOf(discordUser),
    lastSignInAt: new Date(),
  };
  const isConfiguredAdmin = policy.adminDiscordIds.includes(discordUser.id);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        id: discordUser.id,
        ...profile,
        ...(isConfiguredAdmin && { roleName: 'administrador' }),
      })
      .onConflictDoUpdate({
        target: users.id,
        set: { ...profile, ...(isConfiguredAdmin && { roleName: 'administrador' }) },
      })
      .returning();
    if (!user) throw new Error('user upsert returned nothing');
    // Signing in rotates the session: the browser's previous one ends here.
    if (browser.previousSessionId) await destroySession(tx, browser.previousSessionId);
    const token = await createSession(tx, user.id, policy, {
      ip: audit.ip,
      userAgent: browser.userAgent,
    });
    await recordAudit(
      tx,
      {
        ...audit,
        actor: { id: user.id, name: user.displayName ?? user.username, avatar: user.avatarUrl },
      },
      {
        actionType: 'view',
        action: 'auth.signIn',
        target: user.id,
        details: `${user.displayName ?? user.username} entrou no painel`,
      },
    );
    return {
      token,
      userId: user.id,
      returnTo: consumed.returnTo,
      isStaff: isConfiguredAdmin || user.roleName !== null,
    };
  });
}

const refusalDetails: Record<SignInFailure, string> = {
  state: 'pedido de login inválido, expirado ou de outro navegador',
  denied: 'acesso não autorizado no Discord',
  code: 'o Discord não confirmou o login',
  not_member: 'não faz parte do servidor do Discord',
};

/** A refused sign-in, in the audit log: who (when Discord said), why, from where. */
export async function recordRefusedSignIn(
  db: Database,
  error: SignInError,
  audit: Omit<AuditContext, 'actor'>,
): Promise<void> {
  const actor = error.user
    ? { id: error.user.id, name: error.user.name, avatar: null }
    : { id: null, name: 'Anônimo', avatar: null };
  await recordAudit(
    db,
    { ...audit, actor },
    {
      actionType: 'view',
      action: 'auth.signInRefused',
      target: error.user?.id ?? null,
      details: `Entrada recusada: ${refusalDetails[error.reason]}`,
      after: { reason: error.reason },
    },
  );
}
