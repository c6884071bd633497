import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberSignal, MemberTag } from '@panel/contract/api/members';
import { memberSignalRoutes } from '@panel/contract/endpoints/member-signal-routes';
import { callEndpointUnparsed } from '@/lib/api-client';
import { fieldsOf, InvalidAnswerError, text, textOrNull, type Fields } from '@/lib/answer-fields';
import { memberLookupKeys } from '@/lib/query-keys';
import { useCan } from '@/lib/use-can';

function count(fields: Fields, key: string): number {
  const value = fields[key];
  if (!Number.isInteger(value)) throw new InvalidAnswerError(key);
  return value as number;
}

function shared(value: unknown, what: string): MemberSignal['pc'] {
  const fields = fieldsOf(value, what);
  return { members: count(fields, 'members'), blacklisted: count(fields, 'blacklisted') };
}

function tag(value: unknown): MemberTag {
  const fields = fieldsOf(value, 'etiqueta');
  if (typeof fields.watch !== 'boolean') throw new InvalidAnswerError('watch');
  return {
    id: text(fields, 'id'),
    name: text(fields, 'name'),
    color: text(fields, 'color'),
    watch: fields.watch,
  };
}

/**
 * The answer read as the contract's `memberSignalListSchema` reads it, without zod: the review
 * page's first screen loads no schema (`member-signals.test.ts` holds it to the schema).
 */
export function parseMemberSignals(data: unknown): MemberSignal[] {
  if (!Array.isArray(data)) throw new InvalidAnswerError('os sinais devem ser um array');
  return data.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'sinal');
    const watch = fields.watch;
    if (!Array.isArray(watch)) throw new InvalidAnswerError('watch');
    return {
      discordId: text(fields, 'discordId'),
      pc: shared(fields.pc, 'pc'),
      account: shared(fields.account, 'account'),
      watch: watch.map(tag),
      accountCreatedAt: text(fields, 'accountCreatedAt'),
      joinedGuildAt: textOrNull(fields, 'joinedGuildAt'),
      rejections: count(fields, 'rejections'),
      appeals: count(fields, 'appeals'),
    };
  });
}

export async function getMemberSignals(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<MemberSignal[]> {
  const answer = await callEndpointUnparsed(memberSignalRoutes.listMemberSignals, {
    query: { ids: ids.join(',') },
    signal,
  });
  return parseMemberSignals(answer.data);
}

const noSignals = new Map<string, MemberSignal>();
const byMember = (signals: MemberSignal[]) =>
  new Map(signals.map((entry) => [entry.discordId, entry]));

/**
 * What the cards of a page warn about, by member: one request per page of cards, for staff who
 * may open the members' files (`view_members`); none otherwise
 * (docs/decisions/2026-12-05-header-search-and-review-signals.md).
 */
export function useMemberSignals(userIds: readonly string[]): ReadonlyMap<string, MemberSignal> {
  const allowed = useCan(memberSignalRoutes.listMemberSignals.access);
  const ids = [...new Set(userIds)].sort();
  const query = useQuery({
    queryKey: memberLookupKeys.signals(ids),
    queryFn: ({ signal }) => getMemberSignals(ids, signal),
    select: byMember,
    enabled: allowed && ids.length > 0,
    // While the next page loads, the cards still on screen keep their warnings (found by id).
    placeholderData: keepPreviousData,
  });
  return query.data ?? noSignals;
}
