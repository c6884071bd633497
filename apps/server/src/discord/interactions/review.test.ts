import type { PublicForm } from '@panel/contract/api/forms';
import { ComponentType } from 'discord.js';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { control, diego, interact, t, useBotApp } from '../../../test/bot-app';
import { defined } from '../../../test/defined';
import { demoIds, signIn } from '../../../test/sign-in';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { reviewMessageHooks } from '../../modules/applications';
import { communitySettingIds } from '@panel/discord-local/community';
import { enqueueEffects } from '../../outbox/enqueue';
import { createOutboxWorker } from '../../outbox/worker';
import { demoMembers } from '../../../test/demo-members';
import { postEntry } from '../../../test/blacklist-form';

/**
 * The review message through the real discord.js client on the local Discord: posted for each
 * new application with "Aprovar" / "Reprovar", pressed by members as in Discord, decided with
 * the panel's permissions and audit, and edited after every decision, wherever it was taken.
 */
useBotApp();

const ana = demoIds.administrador;
const elisa = demoMembers.elisa;
const reviewChannel = communitySettingIds.reviewChannelId;
let call: ReturnType<typeof apiCaller>;
let cookies: { ana: string; elisa: string; diego: string };

beforeAll(async () => {
  call = apiCaller(t);
  const [anaCookie, elisaCookie, diegoCookie] = await Promise.all([
    signIn(t.app, ana),
    signIn(t.app, elisa),
    signIn(t.app, diego),
  ]);
  cookies = { ana: anaCookie, elisa: elisaCookie, diego: diegoCookie };
});

/** Delivers what the outbox holds, as the worker does (its hooks keep the message's id). */
async function deliver(): Promise<void> {
  const worker = createOutboxWorker(
    t.database.db,
    t.discord.port,
    t.app.log,
    {},
    reviewMessageHooks,
  );
  while ((await worker.runOnce()) > 0);
}

async function send(cookie: string, form: 'whitelist' | 'insertion') {
  const publicForm = (
    await call('publicForm', undefined, { params: { formType: form } })
  ).json<PublicForm>();
  const answers = publicForm.questions.map((q) => ({
    questionId: q.id,
    answer: 'Jogo RP há três anos, em servidores sérios.',
  }));
  const body =
    form === 'whitelist'
      ? { discordUsername: 'membro.rp', walletAddress: '0xA1B2C3', answers }
      : { roleName: 'designer', answers };
  const submit = form === 'whitelist' ? 'submitWhitelist' : 'submitInsertion';
  const sent = await call(submit, cookie, { body });
  expect(sent.statusCode, sent.body).toBe(200);
}

const entryOf = async (userId: string, form: 'whitelist' | 'insertion') => {
  const [row] = await t.database.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.form, form),
        eq(applications.status, 'pending'),
      ),
    );
  return defined(row);
};

const rowById = async (id: number) =>
  defined((await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]);

const messageOf = (id: string | null) =>
  defined(t.local.state.messages.find((message) => message.id === id));

const buttonsOf = (id: string | null) =>
  messageOf(id).components.flatMap((row) =>
    row.components.flatMap((button) =>
      button.type === ComponentType.Button
        ? [{ label: button.label, customId: button.custom_id ?? null, url: button.url ?? null }]
        : [],
    ),
  );

describe('the review message', () => {
  it('is posted with the answers, Aprovar approves in the panel, and the message shows who approved', async () => {
    await send(cookies.elisa, 'whitelist');
    const entry = await entryOf(elisa, 'whitelist');
    await deliver();
    const posted = await rowById(entry.id);
    expect(posted.reviewChannelId).toBe(reviewChannel);
    const message = messageOf(posted.reviewMessageId);
    expect(message.channelId).toBe(reviewChannel);
    expect(message.content).toContain(`📝 **Whitelist** de <@${elisa}>`);
    expect(message.content).toContain('> Jogo RP há três anos, em servidores sérios.');
    expect(message.content).toContain('🕓 Aguardando análise');
    expect(buttonsOf(message.id)).toEqual([
      { label: 'Aprovar', customId: `review:approve:${entry.id}`, url: null },
      { label: 'Reprovar', customId: `review:reject:${entry.id}`, url: null },
      {
        label: 'Abrir no painel',
        customId: null,
        url: `${t.config.publicUrl.origin}/allowlists?status=pending&search=${elisa}`,
      },
    ]);

    const answer = await interact({
      kind: 'button',
      userId: ana,
      messageId: message.id,
      customId: `review:approve:${entry.id}`,
    });
    expect(answer.reply?.content).toBe(`Você aprovou a whitelist de ${entry.username}.`);
    expect(defined(answer.reply).flags & 64).toBe(64);

    const decided = await rowById(entry.id);
    expect(decided).toMatchObject({ status: 'approved', decidedById: ana });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'applications.whitelist.approve'), eq(auditLog.target, elisa)),
      );
    expect(audit).toMatchObject({ actorId: ana, actorName: 'Ana Souza' });
    expect(audit?.details).toMatch(/^Aprovou a whitelist de .+ \(via Discord\)$/);

    await deliver();
    const edited = messageOf(message.id);
    expect(edited.content).toMatch(
      /✅ \*\*Aprovada\*\* por Ana Souza em \d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    );
    expect(buttonsOf(message.id).map((button) => button.label)).toEqual(['Abrir no painel']);
  });

  it('refuses a member without the permission in private, audited, and changes nothing', async () => {
    await send(cookies.elisa, 'insertion');
    const entry = await entryOf(elisa, 'insertion');
    await deliver();
    const { reviewMessageId } = await rowById(entry.id);
    const answer = await interact({
      kind: 'button',
      userId: diego,
      messageId: reviewMessageId,
      customId: `review:approve:${entry.id}`,
    });
    expect(answer.reply?.content).toBe(
      'Você não tem permissão para isso no painel: falta "Aprovar e reprovar inscrições".',
    );
    expect(defined(answer.reply).flags & 64).toBe(64);
    expect((await rowById(entry.id)).status).toBe('pending');
    const [denied] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.denied'), eq(auditLog.actorId, diego)));
    expect(denied?.details).toBe(
      'Acesso negado a Aprovar (Discord): falta a permissão "Aprovar e reprovar inscrições" (via Discord)',
    );
    // "Reprovar" refuses before any modal opens.
    const reject = await interact({
      kind: 'button',
      userId: diego,
      messageId: reviewMessageId,
      customId: `review:reject:${entry.id}`,
    });
    expect(reject.modal).toBeNull();
    expect(reject.reply?.content).toBe(answer.reply?.content);
    expect(buttonsOf(reviewMessageId)).toHaveLength(3);
  });

  it('Reprovar asks the reason with the form’s canned reasons, and rejects with it', async () => {
    const entry = await entryOf(elisa, 'insertion');
    const asked = await interact({
      kind: 'button',
      userId: ana,
      messageId: entry.reviewMessageId,
      customId: `review:reject:${entry.id}`,
    });
    const modal = defined(asked.modal);
    expect(modal).toMatchObject({
      custom_id: `review:reason:${entry.id}`,
      title: 'Reprovar inscrição',
    });
    const select = (
      modal.components[0] as { component: { options: { label: string; value: string }[] } }
    ).component;
    const canned = defined(select.options[0]);
    const interactionId = await lastInteractionOf(ana);

    // The member's client offers the form's reasons only, as Discord's does.
    const unknown = await control('POST', '/interactions', {
      kind: 'modal',
      userId: ana,
      interactionId,
      values: { canned: ['999999'], reason: '' },
    });
    expect(unknown.status).toBe(400);

    const answer = await interact({
      kind: 'modal',
      userId: ana,
      interactionId,
      values: { canned: [canned.value], reason: 'Mande o portfólio no ticket.' },
    });
    expect(answer.reply?.content).toMatch(/^Você reprovou a inscrição para Designer de .+\.$/);
    const decided = await rowById(entry.id);
    expect(decided).toMatchObject({
      status: 'rejected',
      decidedById: ana,
      decisionReason: `${canned.label} — Mande o portfólio no ticket.`,
    });
    await deliver();
    const edited = messageOf(entry.reviewMessageId);
    expect(edited.content).toContain('❌ **Reprovada** por Ana Souza');
    expect(edited.content).toContain(`Motivo: ${canned.label} — Mande o portfólio no ticket.`);
    expect(buttonsOf(entry.reviewMessageId)).toHaveLength(1);
  });

  it('shows a decision taken in the panel, also one taken before the message was posted', async () => {
    await send(cookies.diego, 'whitelist');
    const entry = await entryOf(diego, 'whitelist');
    // Decided before the bot posted anything: the message is posted, then edited at once.
    const approved = await call('approveAllowlist', cookies.ana, {
      body: {
        userId: diego,
        id: String(entry.id),
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await deliver();
    const { reviewMessageId } = await rowById(entry.id);
    expect(messageOf(reviewMessageId).content).toContain('✅ **Aprovada** por Ana Souza');
    expect(buttonsOf(reviewMessageId).map((button) => button.label)).toEqual(['Abrir no painel']);
    // Its old buttons are gone: Discord has nothing left to press.
    const pressed = await control('POST', '/interactions', {
      kind: 'button',
      userId: ana,
      messageId: reviewMessageId,
      customId: `review:approve:${entry.id}`,
    });
    expect(pressed.status).toBe(400);
  });
});

describe('edits delivered out of order', () => {
  it('end with the message as the application is', async () => {
    const entry = defined(
      (await t.database.db.select().from(applications).where(eq(applications.userId, elisa))).find(
        (row) => row.form === 'whitelist',
      ),
    );
    // An old edit (a retried one) lands after the newest: the message is put right again.
    await enqueueEffects(t.database.db, [
      {
        type: 'message.edit',
        channelId: reviewChannel,
        messageId: defined(entry.reviewMessageId),
        message: { content: '🕓 Aguardando análise', buttons: [] },
        applicationId: entry.id,
      },
    ]);
    await deliver();
    expect(messageOf(entry.reviewMessageId).content).toContain('✅ **Aprovada** por Ana Souza');
  });
});

describe('two staff members pressing Aprovar at once', () => {
  it('decide once: one approves, the other is told it was decided, and one audit entry', async () => {
    await send(cookies.diego, 'insertion');
    const entry = await entryOf(diego, 'insertion');
    await deliver();
    const { reviewMessageId } = await rowById(entry.id);
    const press = (userId: string) =>
      interact({
        kind: 'button',
        userId,
        messageId: reviewMessageId,
        customId: `review:approve:${entry.id}`,
      });
    const answers = await Promise.all([press(ana), press(demoIds.moderador)]);
    const contents = answers.map((answer) => answer.reply?.content ?? '');
    expect(contents.filter((content) => content.startsWith('Você aprovou'))).toHaveLength(1);
    expect(contents.filter((content) => /já foi aprovada por /.test(content))).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'applications.insertion.approve'), eq(auditLog.target, diego)),
      );
    expect(audits).toHaveLength(1);
  });
});

/** The newest interaction a member made (the one whose modal is on their screen). */
async function lastInteractionOf(userId: string): Promise<string> {
  const mine = [...t.local.interactions.all.values()].filter((i) => i.userId === userId);
  return defined(mine.at(-1)).id;
}

// Last: it leaves Diego's appeal decided and his entry lifted.
describe('an appeal’s review message', () => {
  it("an appeal's message names the decision it contests, and Aprovar there lifts the blacklist", async () => {
    const added = await postEntry(t, cookies.ana, {
      type: 'player',
      target: diego,
      reason: 'Anti-RP recorrente.',
    });
    expect(added.statusCode, added.body).toBe(201);
    const entryId = added.json<{ id: string }>().id;
    const form = (
      await call('publicForm', undefined, { params: { formType: 'appeal' } })
    ).json<PublicForm>();
    const sent = await call('submitAppeal', cookies.diego, {
      body: {
        subject: { kind: 'blacklist', id: entryId },
        answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Foi um engano.' })),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const appeal = await rowById(Number(sent.json<{ id: string }>().id));
    await deliver();
    const message = messageOf((await rowById(appeal.id)).reviewMessageId);
    expect(message.content).toContain(`📝 **Apelação sobre a blacklist** de <@${diego}>`);
    expect(message.content).toContain('Na blacklist por Ana Souza em ');
    expect(message.content).toContain(': Anti\\-RP recorrente.');
    expect(message.content).toContain('Apelação 1 de 3');
    expect(buttonsOf(message.id).at(-1)?.url).toBe(
      `${t.config.publicUrl.origin}/appeals?status=pending&search=${diego}`,
    );

    const answer = await interact({
      kind: 'button',
      userId: ana,
      messageId: message.id,
      customId: `review:approve:${appeal.id}`,
    });
    expect(answer.reply?.content).toBe(
      `Você aprovou a apelação sobre a blacklist de ${appeal.username}.`,
    );
    expect(await rowById(appeal.id)).toMatchObject({ status: 'approved', decidedVia: 'discord' });
    const [lifted] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'blacklist.lift'), eq(auditLog.target, diego)));
    expect(lifted?.details).toContain(`ao aprovar a apelação #${appeal.id}`);
  });
});
