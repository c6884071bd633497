import {
  Events,
  type Client,
  type Collection,
  type Guild,
  type GuildBasedChannel,
  type GuildMember,
  type PartialGuildMember,
  type Role,
} from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { recordAudit, systemActor } from '../modules/audit';
import { destroyUserSessions } from '../modules/auth';
import { reapplyBlacklistRole } from '../modules/blacklist';
import { reconcileVoice, rollUpVoice } from '../modules/calls';
import { endVoiceShiftsAway, followDutyVoice } from '../modules/duty';
import { queueWebhookEvent } from '../modules/integrations';
import * as catalog from './catalog-repository';
import { channelRow, guildRow, memberRow, roleRow, voiceRow } from './catalog-rows';

/** How often time in voice is moved into the totals while the gateway is ready. */
const voiceRollupMs = 60_000;

/** Times a members request refused as rate limited is asked again. */
const memberRequestRetries = 3;

/** How long Discord says to wait, when discord.js rejected a members request as rate limited. */
function rateLimitedFor(error: unknown): number | null {
  if (!(error instanceof Error) || error.name !== 'GatewayRateLimitError') return null;
  const retryAfter = (error as Error & { data?: { retry_after?: unknown } }).data?.retry_after;
  return typeof retryAfter === 'number' ? retryAfter * 1000 : null;
}

/**
 * Every member of the guild over the gateway (op 8). Discord answers one such request per guild
 * every 30 s and a `RATE_LIMITED` event to the next (a new session soon after another, a second
 * process): the request waits what Discord says, then asks again.
 */
export async function fetchAllMembers(guild: Guild): Promise<Collection<string, GuildMember>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await guild.members.fetch();
    } catch (error) {
      const waitMs = rateLimitedFor(error);
      if (waitMs === null || attempt >= memberRequestRetries) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs + 50).unref());
    }
  }
}

export interface CatalogSyncDeps {
  db: Database;
  guildId: string;
  /** Always administrators: they keep their sessions even outside the guild. */
  adminDiscordIds: readonly string[];
  log: FastifyBaseLogger;
}

/**
 * Keeps the guild catalog in the database from the gateway: a full view after every READY
 * (first login, and every new session after an invalid one), then each change as it comes.
 * Changes are written one at a time, in the order they arrived. A member who leaves the
 * guild has their panel sessions ended.
 */
export function attachCatalogSync(client: Client, deps: CatalogSyncDeps) {
  const { db, guildId, log } = deps;
  let chain: Promise<void> = Promise.resolve();
  const run = (what: string, task: () => Promise<void>) => {
    chain = chain.then(task).catch((error: unknown) => {
      log.error({ err: error, what }, 'discord catalog update failed');
    });
  };
  const ours = (guild: Guild | null | undefined) => guild?.id === guildId;

  // Voice time is counted only while the catalog is live: from a full view after READY (or a
  // resume) until the connection drops. A burst of voice events costs one reconciliation: a
  // new one is queued only once the queued one has started.
  let live = false;
  let voiceQueued = false;
  const trackVoice = () => {
    if (!live || voiceQueued) return;
    voiceQueued = true;
    run('voice tracking', async () => {
      voiceQueued = false;
      await reconcileVoice(db, new Date());
    });
  };
  const rollUp = () => {
    if (live) run('voice rollup', async () => void (await rollUpVoice(db, new Date())));
  };
  const rollup = setInterval(rollUp, voiceRollupMs);
  rollup.unref();

  /** Only guild members use the panel: who leaves loses their sessions (audited). */
  async function endSessionsOf(tx: Executor, departed: catalog.DepartedMember[]): Promise<void> {
    for (const { userId, name } of departed) {
      if (deps.adminDiscordIds.includes(userId)) continue;
      const ended = await destroyUserSessions(tx, userId);
      if (ended === 0) continue;
      await recordAudit(
        tx,
        { actor: systemActor, requestId: null, ip: null },
        {
          actionType: 'delete',
          action: 'users.endSessions',
          target: userId,
          details: `Sessões de ${name} encerradas: saiu do servidor do Discord`,
          before: { sessions: ended },
          after: { sessions: 0 },
        },
      );
      log.info({ userId, ended }, 'member left the guild: sessions ended');
    }
  }

  async function fullSync(): Promise<void> {
    // The moment of the view: a long member fetch must not count as time unseen.
    const viewedAt = new Date();
    const guild = await client.guilds.fetch(guildId);
    const [roles, channels, members] = await Promise.all([
      guild.roles.fetch(),
      guild.channels.fetch(),
      fetchAllMembers(guild),
    ]);
    const snapshot: catalog.CatalogSnapshot = {
      guild: guildRow(guild),
      roles: roles.map(roleRow),
      channels: [...channels.values()].flatMap((channel) => (channel ? [channelRow(channel)] : [])),
      members: members.map(memberRow),
      voiceStates: guild.voiceStates.cache.map(voiceRow).filter((row) => row !== null),
    };
    await db.transaction(async (tx) =>
      endSessionsOf(tx, await catalog.replaceCatalog(tx, snapshot)),
    );
    // Who came, left or moved while the bot was away; time not seen is not counted.
    await reconcileVoice(db, viewedAt, { afterReconnect: true });
    live = true;
    // A shift voice started ends if its staff member left the staff channels meanwhile.
    run('duty voice after sync', async () => void (await endVoiceShiftsAway(db, deps, viewedAt)));
    log.info(
      {
        roles: snapshot.roles.length,
        channels: snapshot.channels.length,
        members: snapshot.members.length,
      },
      'discord catalog synchronised',
    );
  }

  // A full view that fails (Discord busy, the database away) is tried again while connected.
  const syncUntilDone = async (): Promise<void> => {
    try {
      await fullSync();
    } catch (error) {
      log.error({ err: error }, 'discord catalog sync failed, retrying in 30 s');
      setTimeout(() => {
        if (client.isReady()) run('full sync', syncUntilDone);
      }, 30_000).unref();
    }
  };
  client.on(Events.ShardReady, () => {
    live = false;
    run('full sync', syncUntilDone);
  });
  // Connection lost: no time is counted until Discord is back and the catalog caught up.
  client.on(Events.ShardReconnecting, () => (live = false));
  client.on(Events.ShardDisconnect, () => (live = false));
  // A resumed session replays the events it missed; a long gap is closed as an outage.
  client.on(Events.ShardResume, () => {
    run('voice after resume', async () => {
      await reconcileVoice(db, new Date(), { afterReconnect: true });
      live = true;
    });
  });
  client.on(Events.GuildUpdate, (_old, guild) => {
    if (!ours(guild)) return;
    run('guild', () => catalog.upsertGuild(db, guildRow(guild)));
    trackVoice(); // the AFK channel may have changed
  });
  const onRole = (role: Role) => {
    if (ours(role.guild)) run('role', () => catalog.upsertRoles(db, [roleRow(role)]));
  };
  client.on(Events.GuildRoleCreate, onRole);
  client.on(Events.GuildRoleUpdate, (_old, role) => onRole(role));
  client.on(Events.GuildRoleDelete, (role) => {
    if (ours(role.guild)) {
      run('role delete', () => db.transaction((tx) => catalog.deleteRole(tx, role.id)));
    }
  });
  const onChannel = (channel: GuildBasedChannel | { isDMBased(): boolean }) => {
    if (channel.isDMBased() || !('guild' in channel) || !ours(channel.guild)) return;
    run('channel', () => catalog.upsertChannels(db, [channelRow(channel)]));
  };
  client.on(Events.ChannelCreate, onChannel);
  client.on(Events.ChannelUpdate, (_old, channel) => onChannel(channel));
  client.on(Events.ChannelDelete, (channel) => {
    if (channel.isDMBased() || !ours(channel.guild)) return;
    run('channel delete', () => catalog.deleteChannel(db, channel.id));
  });
  const onMember = (member: GuildMember) => {
    if (ours(member.guild)) run('member', () => catalog.upsertMembers(db, [memberRow(member)]));
  };
  // Discord drops a member's roles when they leave: a blacklisted member gets theirs back.
  client.on(Events.GuildMemberAdd, (member) => {
    if (!ours(member.guild)) return;
    run('member join', async () => {
      const row = memberRow(member);
      await db.transaction(async (tx) => {
        await catalog.upsertMembers(tx, [row]);
        await queueWebhookEvent(tx, 'member.joined', {
          member: { discordId: row.userId, name: row.nick ?? row.globalName ?? row.username },
        });
      });
      await reapplyBlacklistRole(db, member.id);
    });
  });
  client.on(Events.GuildMemberUpdate, (_old, member) => onMember(member));
  client.on(Events.GuildMemberRemove, (member: GuildMember | PartialGuildMember) => {
    if (!ours(member.guild)) return;
    run('member remove', () =>
      db.transaction(async (tx) => {
        const departed = await catalog.markMembersLeft(tx, [member.id]);
        // A member the catalog never saw still loses any session they hold.
        const name = member.user?.globalName ?? member.user?.username ?? member.id;
        await endSessionsOf(tx, departed.length > 0 ? departed : [{ userId: member.id, name }]);
        await queueWebhookEvent(tx, 'member.left', {
          member: {
            discordId: member.id,
            name:
              member.nickname ??
              member.user?.globalName ??
              member.user?.username ??
              departed[0]?.name ??
              null,
          },
        });
      }),
    );
    trackVoice();
  });
  client.on(Events.VoiceStateUpdate, (old, state) => {
    if (!ours(state.guild)) return;
    const move = { userId: state.id, fromChannelId: old.channelId, toChannelId: state.channelId };
    run('voice', () => catalog.setVoiceState(db, state.id, voiceRow(state)));
    // Staff voice channels put staff on duty (docs/decisions/2026-12-05-duty.md).
    run('duty voice', async () => void (await followDutyVoice(db, move, deps)));
    trackVoice();
  });

  return {
    /** Resolves when every change received so far is written (tests). */
    idle: () => chain,
    /** Stops the rollup timer, counting the time up to now (the client is replaced or stopped). */
    stop: () => {
      clearInterval(rollup);
      rollUp();
    },
  };
}
