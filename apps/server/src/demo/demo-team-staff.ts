import type { DutyStartSource } from '@panel/contract/api/duty';
import { endpointRoutes } from '@panel/contract/endpoint-routes';
import { defaultRoles, type PanelRoleName } from '@panel/contract/permissions';
import type { Access } from '@panel/contract/access';
import { communityId } from '@panel/discord-local/community';
import { communityRegulars } from '@panel/discord-local/community-members';
import { demoIdentities } from '@panel/discord-local/identities';
import type { Transaction } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { dutySettings } from '../db/schema/duty';
import { users } from '../db/schema/users';
import { allows } from '../modules/permissions';
import { discordRoleEffects } from '../modules/users';
import { enqueueEffects } from '../outbox/enqueue';
import { demoBotSettings } from './demo-bot-settings';

const dayMs = 86_400_000;

/**
 * A member of the demo's staff, and how they work
 * (docs/decisions/2026-12-05-demo-team-history.md).
 */
export interface TeamStaff {
  id: string;
  name: string;
  role: PanelRoleName;
  /** How likely they go on duty on a given day (0 to 1). */
  keen: number;
  /** When their shifts start, in São Paulo hours: from, to. */
  startHours: readonly [number, number];
  /** How long a shift lasts, in hours: from, to. */
  shiftHours: readonly [number, number];
  /** The share of their decisions taken with the review message's buttons in Discord. */
  discordShare: number;
  /** How they go on duty: the header, `/servico entrar`, the staff voice channel (weights). */
  sources: Readonly<Record<DutyStartSource, number>>;
  /** They stopped this many days ago (up to a day more): nothing since. */
  quietForDays?: number;
  /** On duty now: a shift opened from Discord a while ago. */
  onDutyNow?: boolean;
}

function identity(role: PanelRoleName) {
  const found = demoIdentities.find((candidate) => candidate.panelRole === role);
  if (!found) throw new Error(`the demo identities have no ${role}`);
  return { id: found.id, name: found.globalName, role };
}

function regular(index: number, role: PanelRoleName) {
  const found = communityRegulars[index];
  if (!found?.globalName) throw new Error(`the demo community has no regular ${index}`);
  return { id: found.id, name: found.globalName, role };
}

/**
 * The demo's staff: the three staff identities and two regulars given the moderador role before
 * the history begins. Some work far more than others; one stopped ten days ago.
 */
export const demoStaff = {
  /** Ana, the administradora: a few daytime shifts; the refunds are hers. */
  lead: {
    ...identity('administrador'),
    keen: 0.3,
    startHours: [10, 14],
    shiftHours: [1, 3],
    discordShare: 0.05,
    sources: { panel: 0.8, discord: 0.2, voice: 0 },
  },
  /** Bruno: on most evenings, for hours. */
  moderator: {
    ...identity('moderador'),
    keen: 0.75,
    startHours: [19, 22],
    shiftHours: [1.5, 4],
    discordShare: 0.35,
    sources: { panel: 0.4, discord: 0.3, voice: 0.3 },
  },
  /** Carla, the suporte: afternoons, the tickets. */
  support: {
    ...identity('suporte'),
    keen: 0.55,
    startHours: [14, 18],
    shiftHours: [1, 3.5],
    discordShare: 0,
    sources: { panel: 0.6, discord: 0.1, voice: 0.3 },
  },
  /** Gabriel: late nights, mostly from Discord; on duty now. */
  nightModerator: {
    ...regular(0, 'moderador'),
    keen: 0.6,
    startHours: [20, 23],
    shiftHours: [1, 3],
    discordShare: 0.6,
    sources: { panel: 0.15, discord: 0.45, voice: 0.4 },
    onDutyNow: true,
  },
  /** Mateus: steady until he went quiet. */
  quietModerator: {
    ...regular(6, 'moderador'),
    keen: 0.5,
    startHours: [18, 21],
    shiftHours: [1, 2.5],
    discordShare: 0.2,
    sources: { panel: 0.7, discord: 0.3, voice: 0 },
    quietForDays: 10,
  },
} as const satisfies Record<string, TeamStaff>;

export const teamStaff: readonly TeamStaff[] = Object.values(demoStaff);

/** Whether the staff member's panel role, as the panel ships it, opens what `access` guards. */
const may = (staff: TeamStaff, access: Access) =>
  allows({ permissions: defaultRoles[staff.role].permissions }, access);

/** Those who decide applications (not the suporte). */
export const deciders = teamStaff.filter(
  (staff) =>
    may(staff, endpointRoutes.approveAllowlist.access) &&
    may(staff, endpointRoutes.approveInsertion.access),
);

/** The staff voice channel of the local Discord ("Staff", staff only). */
export const staffVoiceChannelId = communityId(226);

const promoted = teamStaff.filter((staff) => communityRegulars.some((r) => r.id === staff.id));

/**
 * What the staff's history stands on: the regulars signed in to the panel (they applied), two
 * of them made moderador by the administrador, and the staff voice channel chosen for duty, each
 * as the panel would have written and audited it.
 */
export async function seedDemoTeamStaff(tx: Transaction, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * dayMs);
  await tx.insert(users).values(
    communityRegulars.map((member, index) => ({
      id: member.id,
      username: member.username,
      displayName: member.globalName,
      roleName: promoted.find((staff) => staff.id === member.id)?.role ?? null,
      createdAt: new Date(at(100).getTime() + index * 3_600_000),
    })),
  );
  const adminActor = { actorId: demoStaff.lead.id, actorName: demoStaff.lead.name };
  await tx.insert(auditLog).values([
    ...promoted.map((staff) => ({
      ...adminActor,
      createdAt: at(96),
      actionType: 'permission' as const,
      action: 'users.roleAssigned',
      target: staff.id,
      details: `Deu o cargo ${staff.role} a ${staff.name}`,
      before: { role: null },
      after: { role: staff.role },
    })),
    {
      ...adminActor,
      createdAt: at(94),
      actionType: 'update' as const,
      action: 'duty.settings',
      target: null,
      details: 'Alterou as configurações de serviço: Canais de voz da equipe: 1 canal',
      before: { voiceChannelIds: [] },
      after: { voiceChannelIds: [staffVoiceChannelId] },
    },
  ]);
  await enqueueEffects(
    tx,
    promoted.flatMap((staff) => discordRoleEffects(demoBotSettings, staff.id, null, staff.role)),
  );
  await tx
    .insert(dutySettings)
    .values({ id: 1, voiceChannelIds: [staffVoiceChannelId], updatedAt: at(94) })
    .onConflictDoUpdate({
      target: dutySettings.id,
      set: { voiceChannelIds: [staffVoiceChannelId], updatedAt: at(94) },
    });
}
