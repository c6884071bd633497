import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries, blacklistEvidence } from '../../db/schema/blacklist';
import { imageMessages } from '@panel/contract/constants';
import { defined } from '../../../test/defined';
import { html, pngImage } from '../../../test/test-images';
import { pointsLedger } from '../../db/schema/store';
import { tokens } from '../../db/schema/tokens';
import { callMessages } from '@panel/contract/api/calls';
import { control, diego, gabriel, interact, t, until, useBotApp } from '../../../test/bot-app';
import { communityId } from '@panel/discord-local/community';

/**
 * The slash commands through the real discord.js client on the local Discord: registered for
 * the guild on connect, run by members through the control API (as in Discord), decided by the
 * panel's permissions and audited "via Discord".
 */
useBotApp();

const ana = '100000000000000001';
const geral = communityId(204);

/** Runs a command as `userId` and returns the bot's answer once it is written. */
async function run(
  userId: string,
  name: string,
  subcommand: string,
  options: Record<string, string | number | boolean>,
): Promise<{ content: string; flags: number }> {
  const answer = await interact({
    kind: 'command',
    userId,
    channelId: geral,
    name,
    subcommand,
    options,
  });
  return answer.reply ?? { content: '', flags: 0 };
}

const balance = async () =>
  (await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, diego))).reduce(
    (sum, entry) => sum + entry.amount,
    0,
  );

describe('slash commands', () => {
  it('registers the Portuguese commands for the guild when the bot connects', async () => {
    const names = await until(
      () => [...t.local.interactions.commands.values()].map((command) => command.name).sort(),
      (list) => list.length > 0,
    );
    expect(names).toEqual(['blacklist', 'call', 'codigo', 'pontos', 'servico', 'whitelist']);
  });

  it('answers /pontos ver in private, from the panel', async () => {
    const answer = await run(ana, 'pontos', 'ver', { membro: diego });
    expect(answer.content).toMatch(/^Diego Rocha tem [\d.]+ pontos?\.$/);
    expect(answer.flags & 64).toBe(64);
  });

  it('/pontos dar changes the balance through the panel, audited in the staff member’s name via Discord', async () => {
    const before = await balance();
    const answer = await run(ana, 'pontos', 'dar', {
      membro: diego,
      quantidade: 150,
      motivo: 'Evento de sábado',
    });
    expect(answer.content).toMatch(/^Pronto: Diego Rocha agora tem [\d.]+ pontos\.$/);
    expect(await balance()).toBe(before + 150);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'store.points'), like(auditLog.details, '%Evento de sábado%')),
      );
    expect(entry).toMatchObject({ actorId: ana, actorName: 'Ana Souza', target: diego });
    expect(entry?.details).toMatch(/\(via Discord\)$/);
  });

  it('refuses a member without the permission and one who never signed in, changing nothing', async () => {
    const before = await balance();
    const refused = await run(diego, 'pontos', 'dar', {
      membro: diego,
      quantidade: 1000,
      motivo: 'Eu mesmo',
    });
    expect(refused.content).toBe(
      'Você não tem permissão para isso no painel: falta "Gerenciar produtos, compras e pontos".',
    );
    expect(await balance()).toBe(before);
    const [denied] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.denied'), eq(auditLog.actorId, diego)));
    expect(denied).toMatchObject({ target: '/pontos dar', actorName: 'Diego Rocha' });
    expect(denied?.details).toBe(
      'Acesso negado a /pontos dar: falta a permissão "Gerenciar produtos, compras e pontos" (via Discord)',
    );
    // The same guard as the HTTP routes: a repeat within the window is counted, not written again.
    const again = await run(diego, 'pontos', 'dar', {
      membro: diego,
      quantidade: 1,
      motivo: 'De novo',
    });
    expect(again.content).toBe(refused.content);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'auth.denied'),
          eq(auditLog.actorId, diego),
          eq(auditLog.target, '/pontos dar'),
        ),
      );
    expect(entries).toHaveLength(1);

    const stranger = '300000000000000555';
    const joined = await control('POST', '/members', { id: stranger, username: 'recem.chegado' });
    expect(joined.status).toBe(204);
    const unknown = await run(stranger, 'pontos', 'ver', { membro: diego });
    expect(unknown.content).toBe('Entre no painel uma vez com o Discord e tente de novo.');
  });

  it('refuses every command to a member without its permission, naming it as the panel does', async () => {
    const refusals: [string, string, Record<string, string | number | boolean>, string][] = [
      ['whitelist', 'ver', { membro: ana }, 'Ver whitelists'],
      ['pontos', 'ver', { membro: ana }, 'Ver loja, compras e pontos'],
      ['blacklist', 'remover', { membro: ana }, 'Gerenciar blacklist'],
    ];
    for (const [name, subcommand, options, permission] of refusals) {
      const refused = await run(diego, name, subcommand, options);
      expect(refused.content).toBe(
        `Você não tem permissão para isso no painel: falta "${permission}".`,
      );
      expect(refused.flags & 64).toBe(64);
    }
  });

  it('answers /whitelist ver with the entry as staff read it', async () => {
    const none = await run(ana, 'whitelist', 'ver', { membro: diego });
    expect(none.content).toBe('Diego Rocha não enviou whitelist.');
  });

  it('/call mutar mutes through Discord as the calls page does, and says when the member is not in voice', async () => {
    const answer = await run(ana, 'call', 'mutar', { membro: gabriel });
    expect(answer.content).toMatch(/ foi mutado na call\.$/);
    expect(t.local.state.voiceStates.get(gabriel)?.mute).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'calls.mute'), eq(auditLog.target, gabriel)));
    expect(entry?.details).toMatch(/\(via Discord\)$/);
    const back = await run(ana, 'call', 'mutar', { membro: gabriel, mutado: false });
    expect(back.content).toMatch(/ pode falar de novo\.$/);
    expect(t.local.state.voiceStates.get(gabriel)?.mute).toBe(false);

    const away = await run(ana, 'call', 'mutar', { membro: diego });
    expect(away.content).toBe(callMessages.notInVoice);
    const refused = await run(diego, 'call', 'mutar', { membro: gabriel });
    expect(refused.content).toBe(
      'Você não tem permissão para isso no painel: falta "Gerenciar calls".',
    );
  });

  it('/codigo criar draws a code the member can redeem, created and audited as in the panel', async () => {
    const answer = await run(ana, 'codigo', 'criar', { tipo: 'skip', usos: 2, membro: diego });
    const code = /`([A-Z0-9]{6})`/.exec(answer.content)?.[1] ?? '';
    expect(answer.content).toMatch(
      /^Código criado: `[A-Z0-9]{6}` \(Skip, 2 usos, só para <@100000000000000004>, vale até \d\d\/\d\d\/\d{4} \d\d:\d\d\)\.$/,
    );
    const [row] = await t.database.db.select().from(tokens).where(eq(tokens.token, code));
    expect(row).toMatchObject({
      type: 'skip',
      maxUses: 2,
      discordId: diego,
      generated: true,
      createdByName: 'Ana Souza',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tokens.create'), like(auditLog.details, `%${code}%`)));
    expect(entry?.details).toMatch(/\(via Discord\)$/);
    const refused = await run(diego, 'codigo', 'criar', { tipo: 'allowlist' });
    expect(refused.content).toBe(
      'Você não tem permissão para isso no painel: falta "Gerenciar códigos".',
    );
  });

  it('/blacklist remover lifts the member’s entry as the panel does, and says when there is none', async () => {
    await t.database.db.insert(blacklistEntries).values({
      type: 'player',
      target: diego,
      reason: 'Antijogo',
      addedByName: 'Ana Souza',
    });
    const answer = await run(ana, 'blacklist', 'remover', {
      membro: diego,
      motivo: 'Apelação aceita',
    });
    expect(answer.content).toBe('Diego Rocha saiu da blacklist.');
    const [entry] = await t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.target, diego));
    expect(entry).toMatchObject({ removedByName: 'Ana Souza', removedReason: 'Apelação aceita' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.remove'), eq(auditLog.target, diego)));
    expect(audit?.details).toMatch(/\(via Discord\)$/);
    const again = await run(ana, 'blacklist', 'remover', { membro: diego });
    expect(again.content).toBe('Este membro não está na blacklist.');
  });

  it('says what is wrong with the input, as the panel would', async () => {
    const zero = await run(ana, 'pontos', 'dar', { membro: diego, quantidade: 0, motivo: 'x' });
    expect(zero.content).toBe('A quantidade não pode ser zero.');
  });

  it('/blacklist adicionar lists the member with the images attached, checked as uploads are', async () => {
    const upload = async (filename: string, bytes: Buffer) =>
      (await (
        await control('POST', '/attachments', {
          filename,
          contentType: 'image/png',
          data: bytes.toString('base64'),
        })
      ).json()) as { filename: string; contentType: string; size: number; url: string };
    const add = (attachments: Record<string, object>, options: Record<string, unknown> = {}) =>
      interact({
        kind: 'command',
        userId: ana,
        channelId: geral,
        name: 'blacklist',
        subcommand: 'adicionar',
        options: { membro: gabriel, motivo: 'Antijogo na patrulha', ...options },
        attachments,
      });
    const listed = () =>
      t.database.db.select().from(blacklistEntries).where(eq(blacklistEntries.target, gabriel));

    // A page named .png is refused as the panel's upload refuses it; nothing is listed.
    const fake = await add({ evidencia: await upload('prova.png', html) });
    expect(fake.reply?.content).toBe(imageMessages.notImage('prova.png'));
    // Only Discord's file hosts are fetched.
    const photo = await upload('prova.png', await pngImage());
    const away = await add({ evidencia: { ...photo, url: 'http://127.0.0.1:9/prova.png' } });
    expect(away.reply?.content).toBe('Não foi possível baixar prova.png do Discord.');
    expect(await listed()).toHaveLength(0);

    const answer = await add(
      { evidencia: photo, evidencia2: await upload('chat.png', await pngImage(20, 20)) },
      { dias: 7 },
    );
    expect(answer.reply?.content).toMatch(
      /^.+ entrou na blacklist até \d\d\/\d\d\/\d{4} \d\d:\d\d, com 2 evidências\.$/,
    );
    const [entry] = await listed();
    expect(entry).toMatchObject({ addedById: ana, reason: 'Antijogo na patrulha' });
    const evidence = await t.database.db
      .select()
      .from(blacklistEvidence)
      .where(eq(blacklistEvidence.entryId, defined(entry).id));
    expect(evidence.map((file) => file.mimeType)).toEqual(['image/png', 'image/png']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.add'), eq(auditLog.target, gabriel)));
    expect(audit?.details).toMatch(/: Antijogo na patrulha \(via Discord\)$/);

    const refused = await interact({
      kind: 'command',
      userId: diego,
      channelId: geral,
      name: 'blacklist',
      subcommand: 'adicionar',
      options: { membro: ana, motivo: 'Eu acho' },
    });
    expect(refused.reply?.content).toBe(
      'Você não tem permissão para isso no painel: falta "Gerenciar blacklist".',
    );
  });
});
