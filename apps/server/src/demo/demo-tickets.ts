import { inArray } from 'drizzle-orm';
import type { TicketType } from '@panel/contract/api/tickets';
import type { Transaction } from '../db/client';
import { memberFlags, tickets } from '../db/schema/tickets';
import { tokens } from '../db/schema/tokens';
import { users } from '../db/schema/users';
import {
  demoBlacklistedApplicantId,
  demoBlockedMemberId,
} from '@panel/discord-local/community-members';
import { demoBotSettings } from './demo-bot-settings';

const day = 86_400_000;

/** Demo codes: one of each type, one expired, one used up (names are case-sensitive). */
export const demoCodes = {
  allowlist: 'BemVin',
  skip: 'PULAR1',
  invite: 'CONVIT',
  expired: 'VELHO1',
  usedUp: 'ESGOT1',
} as const;

/** One pending ticket of each type, from demo applicants (`demoApplicants`, members of the local guild). */
const demoTickets: { userId: string; type: TicketType; reason: string }[] = [
  {
    userId: demoBlockedMemberId,
    type: 'review_token',
    reason: 'Bloqueio automático após 5 tentativas de resgate de código sem sucesso em 15 minutos.',
  },
  {
    userId: '200000000000000016',
    type: 'review_form',
    reason: 'Refiz minhas respostas com mais detalhes e gostaria de enviar a whitelist de novo.',
  },
  {
    userId: demoBlacklistedApplicantId,
    type: 'review_blacklist',
    reason: 'Fui colocado na blacklist por engano; era outra pessoa usando meu computador.',
  },
  {
    userId: '200000000000000008',
    type: 'report_user',
    reason: 'Um jogador está usando linguagem ofensiva no canal de voz geral.',
  },
];

export async function seedDemoCodesAndTickets(
  tx: Transaction,
  creator: { id: string; name: string },
): Promise<void> {
  const now = Date.now();
  const code = (token: string, values: Partial<typeof tokens.$inferInsert>) => ({
    token,
    type: 'invite' as const,
    maxUses: 10,
    expiresAt: new Date(now + 30 * day),
    createdById: creator.id,
    createdByName: creator.name,
    ...values,
  });
  await tx
    .insert(tokens)
    .values([
      code(demoCodes.allowlist, { type: 'allowlist', maxUses: 20 }),
      code(demoCodes.skip, { type: 'skip', maxUses: 5 }),
      code(demoCodes.invite, { maxUses: 50, discordRole: demoBotSettings.developerRoleId }),
      code(demoCodes.expired, { type: 'allowlist', expiresAt: new Date(now - 2 * day) }),
      code(demoCodes.usedUp, { maxUses: 3, uses: 3 }),
    ]);
  const members = await tx
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        demoTickets.map((ticket) => ticket.userId),
      ),
    );
  const nameOf = (id: string) => {
    const user = members.find((member) => member.id === id);
    return user?.displayName ?? user?.username ?? id;
  };
  await tx.insert(tickets).values(
    demoTickets.map((ticket, index) => ({
      userId: ticket.userId,
      username: nameOf(ticket.userId),
      ticketType: ticket.type,
      reason: ticket.reason,
      createdAt: new Date(now - (index + 1) * 5 * 3_600_000),
    })),
  );
  // The review_token ticket's member is blocked, as the automatic ticket implies.
  const blocked = demoTickets.filter((ticket) => ticket.type === 'review_token');
  await tx
    .insert(memberFlags)
    .values(blocked.map((ticket) => ({ userId: ticket.userId, redeemBlockedAt: new Date() })));
}
