import { communityChannels, communityRoles, everyonePermissions } from './community';
import { communityInvites } from './community-invites';
import { communityMembers, communityVoiceStates } from './community-members';
import { demoIdentities, localDiscordIds } from './identities';
import type { LocalUser } from './model';
import type { LocalGuildStore } from './state-store';

const user = (
  id: string,
  username: string,
  globalName: string | null,
  bot = false,
  mfaEnabled = false,
): LocalUser => ({
  id,
  username,
  globalName,
  avatar: null,
  bot,
  dmsClosed: bot,
  mfaEnabled,
});

/** Fills a new local Discord with the demo community (no gateway events: nobody listens yet). */
export function populateCommunity(state: LocalGuildStore): void {
  state.roles.set(state.guild.id, {
    id: state.guild.id,
    name: '@everyone',
    color: 0,
    position: 0,
    permissions: everyonePermissions,
    managed: false,
    hoist: false,
  });
  communityRoles.forEach((role, index) =>
    state.roles.set(role.id, {
      ...role,
      position: index + 1,
      managed: role.managed ?? false,
      hoist: role.hoist ?? false,
    }),
  );
  communityChannels.forEach((channel, index) =>
    state.channels.set(channel.id, {
      ...channel,
      position: index,
      overwrites: (channel.overwrites ?? []).map((o) => ({
        id: o.id,
        type: o.type,
        allow: o.allow ?? 0n,
        deny: o.deny ?? 0n,
      })),
    }),
  );
  state.users.set(state.application.id, user(state.application.id, 'Painel RP', null, true));
  for (const identity of demoIdentities) {
    state.users.set(
      identity.id,
      user(identity.id, identity.username, identity.globalName, false, identity.mfaEnabled),
    );
  }
  for (const member of communityMembers) {
    if (!state.users.has(member.id)) {
      state.users.set(member.id, user(member.id, member.username, member.globalName));
    }
    state.members.set(member.id, state.newMember(member.id, member.roleIds));
  }
  state.members.set(
    state.application.id,
    state.newMember(state.application.id, [localDiscordIds.botRole]),
  );
  for (const invite of communityInvites()) state.invites.set(invite.code, invite);
  for (const voice of communityVoiceStates) {
    state.voiceStates.set(
      voice.userId,
      state.newVoiceState(voice.userId, voice.channelId, voice.selfMute),
    );
  }
}
