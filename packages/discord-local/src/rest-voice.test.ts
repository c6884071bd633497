import { PermissionFlagsBits as P, Routes } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { communityId } from './community';
import { localDiscordIds } from './identities';
import { discordError, useRestTestDiscord } from './rest-test-discord';

const d = useRestTestDiscord();
const guild = localDiscordIds.guild;
const botRole = localDiscordIds.botRole;
const gabriel = '100000000000000101'; // in "Patrulha 1" when the local Discord starts
const patrulha1 = communityId(222);
const patrulha2 = communityId(223);

const patch = (body: Record<string, unknown>) =>
  d.rest.patch(Routes.guildMember(guild, gabriel), { body });
const overwrite = (channelId: string, allow: bigint, deny: bigint) =>
  d.control('PATCH', `/channels/${channelId}`, {
    overwrites: [{ id: botRole, type: 0, allow: String(allow), deny: String(deny) }],
  });
const voiceChannel = () => d.local.state.voiceStates.get(gabriel)?.channelId;

describe("voice changes judged in the member's channels", () => {
  it('mutes, deafens and disconnects only where the overwrites let the bot', async () => {
    expect(voiceChannel()).toBe(patrulha1);
    expect((await overwrite(patrulha1, 0n, P.MuteMembers | P.MoveMembers)).status).toBe(204);
    for (const body of [
      { mute: true },
      { deaf: true },
      { channel_id: patrulha2 },
      { channel_id: null },
    ]) {
      const refused = await discordError(patch(body));
      expect([refused.status, refused.code]).toEqual([403, 50013]);
    }
    expect(d.local.state.members.get(gabriel)?.mute).toBe(false);
    expect(voiceChannel()).toBe(patrulha1);

    // The bot's role lacks DEAFEN_MEMBERS; an overwrite in the channel is enough.
    await overwrite(patrulha1, P.DeafenMembers, 0n);
    await patch({ mute: true, deaf: true });
    expect(d.local.state.voiceStates.get(gabriel)).toMatchObject({ mute: true, deaf: true });
  });

  it('moves only into a channel where the bot may connect and move members', async () => {
    await overwrite(patrulha1, 0n, 0n);
    await overwrite(patrulha2, 0n, P.Connect);
    expect((await discordError(patch({ channel_id: patrulha2 }))).code).toBe(50013);
    await overwrite(patrulha2, 0n, P.MoveMembers);
    expect((await discordError(patch({ channel_id: patrulha2 }))).code).toBe(50013);
    expect(voiceChannel()).toBe(patrulha1);

    await overwrite(patrulha2, 0n, 0n);
    await patch({ channel_id: patrulha2 });
    expect(voiceChannel()).toBe(patrulha2);
    await patch({ channel_id: null });
    expect(voiceChannel()).toBeUndefined();
    const gone = await discordError(patch({ mute: false }));
    expect([gone.status, gone.code]).toEqual([400, 40032]);
  });
});
