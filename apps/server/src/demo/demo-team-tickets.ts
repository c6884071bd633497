import type { TicketType } from '@panel/contract/api/tickets';
import { communitySettingIds as roles } from '@panel/discord-local/community';
import type { Transaction } from '../db/client';
import { tickets } from '../db/schema/tickets';
import { insertAuditEntries } from './demo-history';
import { between, pickWith } from './demo-random';
import { historyRegulars } from './demo-team-requests';
import { nextOnDuty, saoPauloAt, type PlannedShift } from './demo-team-shifts';
import { demoStaff, type TeamStaff } from './demo-team-staff';
import { ticketEntries } from './demo-team-ticket-entries';

const hourMs = 3_600_000;

const reports = [
  'Está usando linguagem ofensiva no canal de voz da cidade.',
  'Fugiu de uma abordagem policial desconectando do servidor.',
  'Ameaçou outro jogador no chat do jogo.',
  'Usou um bug do mapa para entrar no banco fechado.',
];
const reviews = [
  'Refiz minhas respostas com mais detalhes e gostaria de enviar a whitelist de novo.',
  'Acho que minha whitelist foi reprovada por engano; li as regras de novo.',
];
const closings = ['Advertência aplicada no jogo.', 'Conversamos com o jogador e ficou resolvido.'];

interface Decided {
  type: TicketType;
  status: 'approved' | 'rejected';
  reason: string | null;
}

type OnDuty = NonNullable<ReturnType<typeof nextOnDuty>>;

interface PlannedTicket {
  kind: Decided;
  member: (typeof historyRegulars)[number];
  reported: (typeof historyRegulars)[number];
  opener: OnDuty | null;
  createdAt: Date;
  decider: OnDuty;
}

/** Reports closed or filed, forms reviewed and turned down, conversations staff opened. */
function kindOf(random: () => number): Decided {
  const roll = random();
  if (roll < 0.5) {
    const closed = random() < 0.6;
    return {
      type: 'report_user',
      status: closed ? 'approved' : 'rejected',
      reason: closed ? pickWith(random, closings) : null,
    };
  }
  if (roll < 0.8) {
    return {
      type: 'review_form',
      status: 'rejected',
      reason: 'Aguarde o prazo para enviar a whitelist de novo.',
    };
  }
  return { type: 'staff_contact', status: 'approved', reason: null };
}

const bySupport = (staff: TeamStaff) => staff === demoStaff.support;
const anyone = () => true;
/** Who reviews a form asks for it: the members turned down. */
const turnedDown = historyRegulars.filter(
  (member) => !member.roleIds.includes(roles.allowListRoleId),
);

/**
 * Tickets the staff handled over the history, most by the suporte: opened by members (a staff
 * member opens a conversation), decided by whoever was on duty, with the entries the ticket
 * service writes for both.
 */
export async function seedTeamTickets(
  tx: Transaction,
  shifts: readonly PlannedShift[],
  now: Date,
  random: () => number,
): Promise<void> {
  const planned: PlannedTicket[] = [];
  for (let index = 0; index < 34; index += 1) {
    const kind = kindOf(random);
    const member = pickWith(random, kind.type === 'review_form' ? turnedDown : historyRegulars);
    const reported = pickWith(
      random,
      historyRegulars.filter((other) => other !== member),
    );
    const asked = saoPauloAt(now, Math.floor(between(random, 2, 88)), between(random, 10, 23));
    const who = random() < 0.7 ? bySupport : anyone;
    // A conversation is opened by staff on duty; a member's ticket waits for someone.
    const opener =
      kind.type === 'staff_contact' ? nextOnDuty(shifts, asked, who, random, now) : null;
    if (kind.type === 'staff_contact' && !opener) continue;
    const createdAt = opener?.at ?? asked;
    const from = new Date(createdAt.getTime() + between(random, 0.5, 20) * hourMs);
    const decider = nextOnDuty(shifts, from, opener ? (s) => s === opener.staff : who, random, now);
    if (!decider) continue;
    planned.push({ kind, member, reported, opener, createdAt, decider });
  }
  if (planned.length === 0) return;
  const rows = await tx
    .insert(tickets)
    .values(
      planned.map(({ kind, member, reported, createdAt, decider }) => ({
        userId: member.id,
        username: member.globalName ?? member.username,
        ticketType: kind.type,
        reason:
          kind.type === 'report_user'
            ? pickWith(random, reports)
            : kind.type === 'review_form'
              ? pickWith(random, reviews)
              : 'Conversa sobre o comportamento no canal de voz.',
        createdAt,
        status: kind.status,
        decidedAt: decider.at,
        decidedById: decider.staff.id,
        decidedByName: decider.staff.name,
        decisionReason: kind.reason,
        reportedUserId: kind.type === 'report_user' ? reported.id : null,
        reportedUsername: kind.type === 'report_user' ? reported.globalName : null,
      })),
    )
    .returning();
  await insertAuditEntries(
    tx,
    rows.flatMap((row, index) => ticketEntries(row, planned[index]?.opener?.staff ?? null)),
  );
}
