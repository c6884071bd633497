import type { tokenListQuerySchema } from '@panel/contract/api/tokens';
import { and, count, desc, eq, gt, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { pageAndTotal, pageFingerprint, type FoundPage, type PageRange } from '../../db/list-page';
import { plannedOnce, preparedFor } from '../../db/prepared';
import { redeemFailures, tokenRedemptions, tokens } from '../../db/schema/tokens';
import type { TokenRow } from './present';

/** The fingerprint of a window of codes (`limit`, `offset`) and of their total. */
function tokenFingerprint(db: Executor) {
  return pageFingerprint(
    db
      .select({ id: tokens.id, xmin: sql`${tokens}.xmin`.as('xmin') })
      .from(tokens)
      .orderBy(desc(tokens.createdAt), desc(tokens.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .getSQL(),
    db.select({ total: count() }).from(tokens).getSQL(),
  );
}

/**
 * A page of codes, newest first, with the total on each row (`pageAndTotal`) and the page's
 * fingerprint, read in the same snapshot as the rows (`listReader`).
 */
const tokenPage = preparedFor((db) =>
  db
    .select({
      entry: tokens,
      total: sql<number>`(${db.select({ total: count() }).from(tokens)})`,
      version: tokenFingerprint(db),
    })
    .from(tokens)
    .orderBy(desc(tokens.createdAt), desc(tokens.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('tokens_page'),
);

/** Read on every request of the list: planned once, on PGlite too (`plannedOnce`). */
const tokenPageVersion = plannedOnce<{ version: string }>('tokens_page_version', (db) =>
  db
    .select({ version: sql<string>`${tokenFingerprint(db)}`.as('version') })
    .from(sql`(values (1)) as one (x)`),
);

/** The fingerprint of a page of codes without a search, as it is now (`listReader`). */
export async function findTokenPageVersion(
  db: Executor,
  page: { page: number; limit: number },
): Promise<string> {
  const offset = (page.page - 1) * page.limit;
  const [row] = await tokenPageVersion(db, { limit: page.limit, offset });
  return row?.version ?? '';
}

/**
 * One page of codes, newest first, and the total; `search` is part of the code, any case.
 * Without a search, also the page's fingerprint (`null` for an empty page).
 */
export async function findTokenPage(
  db: Executor,
  query: z.output<typeof tokenListQuerySchema>,
  { offset, limit }: PageRange,
): Promise<FoundPage<TokenRow>> {
  const search = query.search?.trim();
  const matching = search ? ilike(tokens.token, `%${escapeLike(search)}%`) : undefined;
  const totalAlone = async () =>
    (await db.select({ total: count() }).from(tokens).where(matching))[0]?.total ?? 0;
  if (!search) {
    const page = await tokenPage(db).execute({ limit, offset });
    const { rows, total } = await pageAndTotal(Promise.resolve(page), totalAlone, offset);
    return { rows, total, fingerprint: page[0]?.version ?? null };
  }
  return pageAndTotal(
    db
      .select({
        entry: tokens,
        total: sql<number>`(${db.select({ total: count() }).from(tokens).where(matching)})`,
      })
      .from(tokens)
      .where(matching)
      .orderBy(desc(tokens.createdAt), desc(tokens.id))
      .limit(limit)
      .offset(offset),
    totalAlone,
    offset,
  );
}

/** ASCII letters in capitals: how a code the panel drew is written (`tokenAlphabet`). */
const capitals = (code: string) => code.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/**
 * The codes a member's input names: a typed code as written, a drawn one in any case
 * (docs/decisions/2026-11-28-codes-case.md). The database keeps a typed code from differing from
 * a drawn one only in case (migration 0030), so this is one code; the exact spelling first anyway.
 */
function namedBy(code: string) {
  return {
    where: or(
      eq(tokens.token, code),
      and(eq(tokens.generated, true), eq(tokens.token, capitals(code))),
    ),
    exactFirst: sql`${tokens.token} = ${code} desc`,
  };
}

/** The code the member's input names (see `namedBy`). */
export async function findTokenByCode(db: Executor, code: string): Promise<TokenRow | undefined> {
  const { where, exactFirst } = namedBy(code);
  const [row] = await db.select().from(tokens).where(where).orderBy(exactFirst).limit(1);
  return row;
}

/**
 * Whether a typed code is spelled as `code` but for case (a drawn one already matches in any
 * case). Read only after a failed redemption, which the member's attempt counter limits.
 */
export async function typedCodeInOtherCase(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(eq(tokens.generated, false), sql`lower(${tokens.token}) = lower(${code})`))
    .limit(1);
  return row !== undefined;
}

/** Inserts a code; `null` when the name is taken. */
export async function insertToken(
  db: Executor,
  values: typeof tokens.$inferInsert,
): Promise<TokenRow | null> {
  const [row] = await db
    .insert(tokens)
    .values(values)
    .onConflictDoNothing({ target: tokens.token })
    .returning();
  return row ?? null;
}

export async function deleteTokenRow(db: Executor, id: number): Promise<TokenRow | undefined> {
  const [row] = await db.delete(tokens).where(eq(tokens.id, id)).returning();
  return row;
}

/**
 * Locks the code's row until the transaction ends and says how many times it was used;
 * `null` when there is no such code.
 */
export async function lockTokenUses(tx: Executor, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ uses: tokens.uses })
    .from(tokens)
    .where(eq(tokens.id, id))
    .for('update');
  return row?.uses ?? null;
}

/**
 * Spends one use of the code the input names (`namedBy`: one row at most), in one conditional
 * UPDATE: only if one is left, the code is not expired and it is the member's (or anyone's); a
 * blocked member only unlock codes.
 */
export async function spendTokenUse(
  db: Executor,
  code: string,
  userId: string,
  options: { unlockOnly: boolean },
): Promise<TokenRow | undefined> {
  const { where, exactFirst } = namedBy(code);
  const named = db.select({ id: tokens.id }).from(tokens).where(where).orderBy(exactFirst).limit(1);
  const [row] = await db
    .update(tokens)
    .set({ uses: sql`${tokens.uses} + 1` })
    .where(
      and(
        eq(tokens.id, named),
        lt(tokens.uses, tokens.maxUses),
        gt(tokens.expiresAt, sql`now()`),
        or(isNull(tokens.discordId), eq(tokens.discordId, userId)),
        options.unlockOnly ? eq(tokens.type, 'unlock') : undefined,
      ),
    )
    .returning();
  return row;
}

/** Records the member's use of the code; `false` when they had already used it. */
export async function insertRedemption(
  db: Executor,
  tokenId: number,
  userId: string,
): Promise<boolean> {
  const [first] = await db
    .insert(tokenRedemptions)
    .values({ tokenId, userId })
    .onConflictDoNothing()
    .returning({ id: tokenRedemptions.id });
  return Boolean(first);
}

export async function hasRedeemed(db: Executor, tokenId: number, userId: string) {
  const [mine] = await db
    .select({ id: tokenRedemptions.id })
    .from(tokenRedemptions)
    .where(and(eq(tokenRedemptions.tokenId, tokenId), eq(tokenRedemptions.userId, userId)));
  return Boolean(mine);
}

export async function insertRedeemFailure(
  db: Executor,
  values: { userId: string; attempted: string; reason: string; ip: string | null },
): Promise<void> {
  await db.insert(redeemFailures).values(values);
}

export async function countRedeemFailuresSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const [recent] = await db
    .select({ total: count() })
    .from(redeemFailures)
    .where(and(eq(redeemFailures.userId, userId), gt(redeemFailures.createdAt, since)));
  return recent?.total ?? 0;
}
