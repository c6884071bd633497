import { and, eq, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interact, t, until, useBotApp, voiceRow } from '../../../test/bot-app';
import { defined } from '../../../test/defined';
import { demoMembers } from '../../../test/demo-members';
import { auditLog } from '../../db/schema/audit';
import { discordVoiceStates } from '../../db/schema/discord';
import { dutyShifts } from '../../db/schema/duty';
import { communityId } from '@panel/discord-local/community';
import { endVoiceShiftsAway } from '.';
import { updateDutySettings } from './service/settings';

/**
 * Duty from Discord, through the real discord.js client on the local Discord: `/servico
 * entrar|sair` as members run it, and the staff voice channels as members join and leave them.
 */
useBotApp();

const { ana, bruno, carla, diego } = demoMembers;
const geral = communityId(204);
const salaDeEspera = communityId(221);
const patrulha2 = communityId(223);
const mecanica = communityId(225);

const db = () => t.database.db;
const shiftsOf = (staffId: string) =>
  db().select().from(dutyShifts).where(eq(dutyShifts.staffId, staffId)).orderBy(dutyShifts.id);
const openShiftOf = async (staffId: string) =>
  (
    await db()
      .select()
      .from(dutyShifts)
      .where(and(eq(dutyShifts.staffId, staffId), isNull(dutyShifts.endedAt)))
  )[0];

async function servico(userId: string, subcommand: 'entrar' | 'sair') {
  const answer = await interact({
    kind: 'command',
    userId,
    channelId: geral,
    name: 'servico',
    subcommand,
    options: {},
  });
  return answer.reply ?? { content: '', flags: 0 };
}

/** Moves the member in the local Discord and waits until the bot has handled it. */
async function voice(userId: string, channelId: string | null) {
  t.local.state.setVoiceChannel(userId, channelId);
  await until(
    () => voiceRow(userId),
    (row) => (row?.channelId ?? null) === channelId,
  );
  await t.discord.port.catalogIdle();
}

beforeAll(async () => {
  await updateDutySettings(
    db(),
    { voiceChannelIds: [patrulha2, mecanica] },
    { actor: { id: ana, name: 'Ana Souza', avatar: null }, requestId: null, ip: null },
  );
});

describe('/servico', () => {
  it('registers with its subcommands for the guild', async () => {
    const command = await until(
      () => [...t.local.interactions.commands.values()].find((item) => item.name === 'servico'),
      (found) => found !== undefined,
    );
    expect(command?.options?.map((option) => option.name)).toEqual(['entrar', 'sair']);
  });

  it('goes on and off duty as the panel does, answered in private and audited via Discord', async () => {
    const on = await servico(ana, 'entrar');
    expect(on.content).toBe('Você entrou em serviço.');
    expect(on.flags & 64).toBe(64);
    expect((await openShiftOf(ana))?.startSource).toBe('discord');
    expect((await servico(ana, 'entrar')).content).toBe('Você já está em serviço.');

    const off = await servico(ana, 'sair');
    expect(off.content).toMatch(/^Você saiu de serviço\. Hoje: \d+(h \d{2})?min em serviço\.$/);
    expect((await shiftsOf(ana)).at(-1)).toMatchObject({
      startSource: 'discord',
      endSource: 'discord',
    });
    expect((await servico(ana, 'sair')).content).toBe('Você não está em serviço.');

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(like(auditLog.action, 'duty.%'), eq(auditLog.target, ana)))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['duty.start', ana],
      ['duty.end', ana],
    ]);
    expect(entries[0]?.details).toBe('Entrou em serviço (via Discord)');
  });

  it('refuses a member who is not staff, changing nothing', async () => {
    const refused = await servico(diego, 'entrar');
    expect(refused.content).toBe(
      'Você não tem permissão para isso no painel: não faz parte da equipe.',
    );
    expect(await shiftsOf(diego)).toEqual([]);
  });
});

describe('staff voice channels', () => {
  it('start a shift when staff come in, keep it across them, and end it when they leave', async () => {
    await voice(bruno, salaDeEspera);
    expect(await openShiftOf(bruno)).toBeUndefined();
    await voice(bruno, patrulha2);
    const started = defined(await openShiftOf(bruno));
    expect(started.startSource).toBe('voice');
    await voice(bruno, mecanica);
    expect((await openShiftOf(bruno))?.id).toBe(started.id);
    await voice(bruno, null);
    expect(await openShiftOf(bruno)).toBeUndefined();
    expect((await shiftsOf(bruno)).at(-1)).toMatchObject({
      id: started.id,
      startSource: 'voice',
      endSource: 'voice',
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'duty.start'), eq(auditLog.target, bruno)));
    expect(entry?.details).toBe('Entrou em serviço ao entrar na call da equipe (via Discord)');
  });

  it('leave a shift started from Discord or the panel to whoever started it', async () => {
    expect((await servico(carla, 'entrar')).content).toBe('Você entrou em serviço.');
    const shift = defined(await openShiftOf(carla));
    await voice(carla, patrulha2);
    await voice(carla, null);
    expect(await openShiftOf(carla)).toMatchObject({ id: shift.id, startSource: 'discord' });
    expect((await servico(carla, 'sair')).content).toMatch(/^Você saiu de serviço\./);
  });

  it('put no member who is not staff on duty', async () => {
    await voice(diego, patrulha2);
    expect(await shiftsOf(diego)).toEqual([]);
    await voice(diego, null);
  });

  it('end a voice shift whose staff member left while the bot was away', async () => {
    await voice(bruno, patrulha2);
    expect((await openShiftOf(bruno))?.startSource).toBe('voice');
    // The catalog after a reconnection: Bruno is no longer in voice.
    await db().delete(discordVoiceStates).where(eq(discordVoiceStates.userId, bruno));
    expect(await endVoiceShiftsAway(db(), { adminDiscordIds: [] })).toBe(1);
    expect((await shiftsOf(bruno)).at(-1)?.endSource).toBe('voice');
    expect(await endVoiceShiftsAway(db(), { adminDiscordIds: [] })).toBe(0);
    t.local.state.setVoiceChannel(bruno, null);
    await t.discord.port.catalogIdle();
  });
});
