import { callMessages, type ConnectedCalls } from '@panel/contract/api/calls';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { until } from '../../../test/bot-app';
import { auditLog } from '../../db/schema/audit';
import { voiceSegments } from '../../db/schema/calls';
import { discordVoiceStates } from '../../db/schema/discord';
import { demoMembers } from '../../../test/demo-members';

/**
 * "Mutar/Desmutar" and "Remover" against the local Discord: answered after Discord applies
 * them, audited, and each refusal in Portuguese. At start Gabriel and Helena are in
 * Patrulha 1, Júlia in Hospital; Diego is not in voice.
 */

const s = useTestApp({ gateway: true, signIn: ['administrador'] });
const gabriel = demoMembers.gabriel;
const helena = demoMembers.helena;
const julia = demoMembers.julia;
const diego = demoMembers.diego;

const mute = (userId: string, body?: object) =>
  s.call('muteCall', s.as.administrador, { params: { discordId: userId }, body });
const remove = (userId: string) =>
  s.call('removeFromCall', s.as.administrador, { params: { discordId: userId } });
const discordMute = (userId: string) => s.t.local.state.voiceStates.get(userId)?.mute;
const catalogMute = async (userId: string) =>
  (
    await s.t.database.db
      .select({ serverMute: discordVoiceStates.serverMute })
      .from(discordVoiceStates)
      .where(eq(discordVoiceStates.userId, userId))
  )[0]?.serverMute;
const audits = (userId: string) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, userId), like(auditLog.action, 'calls.%')))
    .orderBy(desc(auditLog.id));
const discordCalls = (userId: string) =>
  s.t.local.state.effects.filter((e) => e.type === 'member.update' && e.userId === userId).length;
const refuseNext = (status: number, code: number, message: string) =>
  s.t.local.faults.failNext(1, { status, code, message });

describe('PATCH /api/calls/:discordId/mute', () => {
  it('mutes in Discord, then answers; the same request again changes and audits nothing', async () => {
    const response = await mute(gabriel, { muted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ discordId: gabriel, isMuted: true });
    expect(discordMute(gabriel)).toBe(true);
    expect(await catalogMute(gabriel)).toBe(true);
    const [entry] = await audits(gabriel);
    expect(entry).toMatchObject({
      action: 'calls.mute',
      actionType: 'update',
      actorName: 'Ana Souza',
      details: `Mutou Gabriel Alves (${gabriel}) na call Patrulha 1`,
      before: { isMuted: false },
      after: { isMuted: true },
    });

    const again = await mute(gabriel, { muted: true });
    expect(again.json()).toEqual({ discordId: gabriel, isMuted: true });
    expect(discordMute(gabriel)).toBe(true);
    expect(await audits(gabriel)).toHaveLength(1);
  });

  it('unmutes with { muted: false }; without a value it toggles', async () => {
    const unmuted = await mute(gabriel, { muted: false });
    expect(unmuted.json()).toMatchObject({ isMuted: false });
    expect(discordMute(gabriel)).toBe(false);
    expect((await audits(gabriel))[0]).toMatchObject({
      action: 'calls.unmute',
      details: `Desmutou Gabriel Alves (${gabriel}) na call Patrulha 1`,
    });

    // The spec's call: no body at all.
    const toggle = async () => (await mute(helena)).json<{ isMuted: boolean }>();
    expect(await toggle()).toEqual({ discordId: helena, isMuted: true });
    expect(discordMute(helena)).toBe(true);
    expect(await toggle()).toEqual({ discordId: helena, isMuted: false });
    expect(discordMute(helena)).toBe(false);
    expect((await audits(helena)).map((entry) => entry.action)).toEqual([
      'calls.unmute',
      'calls.mute',
    ]);
  });

  it('undoes a mute from its action: Discord is asked the opposite at once, audited', async () => {
    const muted = await mute(gabriel, { muted: true });
    const id = String(muted.headers['x-request-id']);
    expect(discordMute(gabriel)).toBe(true);
    const undone = await s.call('undoAction', s.as.administrador, { params: { id } });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ kind: 'calls.mute', deliveries: [] });
    expect(discordMute(gabriel)).toBe(false);
    expect(await catalogMute(gabriel)).toBe(false);
    expect((await audits(gabriel))[0]).toMatchObject({
      action: 'calls.unmute',
      details: `Desfez o mute de Gabriel Alves (${gabriel}) na call Patrulha 1`,
    });
    const again = await s.call('undoAction', s.as.administrador, { params: { id } });
    expect(again.statusCode).toBe(409);
    expect(discordMute(gabriel)).toBe(false);
  });

  it('refuses someone not in voice without asking Discord or auditing', async () => {
    const calls = discordCalls(diego);
    const response = await mute(diego, { muted: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', message: callMessages.notInVoice });
    expect(discordCalls(diego)).toBe(calls);
    expect(await audits(diego)).toHaveLength(0);
  });

  it('says why when Discord refuses, and changes nothing', async () => {
    refuseNext(403, 50013, 'Missing Permissions');
    const denied = await mute(julia, { muted: true });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'forbidden', message: callMessages.cannotMute });

    refuseNext(400, 40032, 'Target user is not connected to voice.');
    const gone = await mute(julia, { muted: true });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ message: callMessages.notInVoice });

    refuseNext(502, 0, 'Bad Gateway');
    const away = await mute(julia, { muted: true });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({
      code: 'unavailable',
      message: callMessages.discordUnavailable,
    });

    expect(discordMute(julia)).toBe(false);
    expect(await catalogMute(julia)).toBe(false);
    expect(await audits(julia)).toHaveLength(0);
  });
});

describe('DELETE /api/calls/:discordId', () => {
  it('says why when Discord refuses, and leaves the member in voice', async () => {
    refuseNext(403, 50013, 'Missing Permissions');
    const denied = await remove(julia);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'forbidden', message: callMessages.cannotRemove });

    refuseNext(500, 0, 'Internal Server Error');
    const away = await remove(julia);
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ message: callMessages.discordUnavailable });

    expect(s.t.local.state.voiceStates.get(julia)?.channelId).toBeDefined();
    expect(await audits(julia)).toHaveLength(0);
  });

  it('disconnects the member in Discord, audited; the gateway then closes their time', async () => {
    const response = await remove(julia);
    expect(response.statusCode).toBe(204);
    expect(s.t.local.state.voiceStates.has(julia)).toBe(false);
    const list = (await s.call('connectedCalls', s.as.administrador)).json<ConnectedCalls>();
    expect(list.data.map((row) => row.discordId)).not.toContain(julia);
    expect((await audits(julia))[0]).toMatchObject({
      action: 'calls.disconnect',
      actionType: 'delete',
      details: `Removeu Júlia Ribeiro (${julia}) da call Hospital`,
      after: { channelId: null },
    });
    const segments = () =>
      s.t.database.db
        .select()
        .from(voiceSegments)
        .where(eq(voiceSegments.userId, julia))
        .orderBy(asc(voiceSegments.id));
    const closed = await until(segments, (rows) => rows.every((row) => row.endedAt !== null));
    expect(closed.at(-1)?.endReason).toBe('leave');

    const again = await remove(julia);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: callMessages.notInVoice });
    expect(await audits(julia)).toHaveLength(1);
  });
});

describe("the voice channel's overwrites", () => {
  it('turns off what the bot may not do in a channel, and refuses it without asking Discord', async () => {
    const list = async () =>
      (
        await s.call('connectedCalls', s.as.administrador, { query: { limit: '50' } })
      ).json<ConnectedCalls>().data;
    const target = (await list())[0];
    if (!target) throw new Error('nobody in voice');
    const channel = s.t.local.state.channels.get(target.channelId);
    const before = channel?.overwrites ?? [];
    // The channel denies the bot Silenciar membros (a member overwrite on the bot itself).
    s.t.local.state.updateChannel(target.channelId, {
      overwrites: [
        ...before,
        {
          id: s.t.local.state.botUserId,
          type: 1,
          allow: 0n,
          deny: PermissionFlagsBits.MuteMembers,
        },
      ],
    });
    const row = async () => (await list()).find((item) => item.discordId === target.discordId);
    const blocked = await until(row, (item) => item?.muteBlocked !== null);
    expect(blocked).toMatchObject({ muteBlocked: callMessages.muteBlocked, removeBlocked: null });

    const calls = discordCalls(target.discordId);
    const refused = await mute(target.discordId, { muted: !target.isMuted });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: callMessages.muteBlocked });
    expect(discordCalls(target.discordId)).toBe(calls);
    expect(discordMute(target.discordId)).toBe(target.isMuted);

    s.t.local.state.updateChannel(target.channelId, { overwrites: before });
    await until(row, (item) => item?.muteBlocked === null);
  });
});
