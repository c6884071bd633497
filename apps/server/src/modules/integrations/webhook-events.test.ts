import type { Application } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import type { GameJoinAnswer, GameServerKey } from '@panel/contract/api/game-servers';
import type { RedeemResult, StoreProductAdmin } from '@panel/contract/api/store';
import {
  webhookEventSchemas,
  webhookEventTypes,
  type WebhookEventType,
} from '@panel/contract/api/webhooks';
import { communitySettingIds } from '@panel/discord-local/community';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { defined } from '../../../test/defined';
import { demoApplicant, demoMembers } from '../../../test/demo-members';
import { memberSession } from '../../../test/member-session';
import { settleOutbox } from '../../../test/settle-outbox';
import { demoIds } from '../../../test/sign-in';
import { insertProduct } from '../../../test/store-fixtures';
import { redeem } from '../../../test/store-redeem';
import { useTestApp } from '../../../test/use-test-app';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';
import { dutyShifts } from '../../db/schema/duty';
import { formQuestions } from '../../db/schema/forms';
import { pointsBalances } from '../../db/schema/store';
import { newWebhookSecret } from '../../outbox/webhook-signature';
import { seal } from '../../sealing';
import { expireEntries } from '../blacklist/service/expiry';
import { closeOverdueDuty } from '../duty';
import { purchaseDeliveryHooks } from '../store';
import { insertWebhookSubscription } from './repository/webhook-deliveries';

// Each webhook event queued where its change happens, in the change's transaction
// (docs/decisions/2026-12-05-integrations.md, "Webhooks: events"): the outbox gets one
// `webhook.deliver` row per subscription, its body's `data` as the contract describes it. No
// worker runs here: the rows stay in the outbox to be read.

const s = useTestApp({
  gateway: true,
  env: { DECISION_UNDO_SECONDS: '30' },
  signIn: ['administrador', 'moderador', 'suporte'],
});
const db = () => s.t.database.db;
const ana = { discordId: demoIds.administrador, name: 'Ana Souza' };
const bruno = { discordId: demoIds.moderador, name: 'Bruno Lima' };

interface QueuedEvent {
  type: WebhookEventType;
  data: unknown;
}

/** The subscription to every event, and the one to `member.joined` only. */
let everything = 0;
let joinsOnly = 0;
let seen = 0;

/** Every delivery of the subscription to everything queued since the last call. */
async function queued(): Promise<QueuedEvent[]> {
  const events = await deliveriesOf(everything, seen);
  seen = events.at(-1)?.outboxId ?? seen;
  return events.map(({ type, data }) => ({ type, data }));
}

/** A subscription's deliveries after the row `after`, each body checked by the contract. */
async function deliveriesOf(
  subscriptionId: number,
  after = 0,
): Promise<(QueuedEvent & { outboxId: number })[]> {
  const rows = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.webhookSubscriptionId, subscriptionId), gt(outbox.id, after)))
    .orderBy(outbox.id);
  return rows.map((row) => {
    const effect = row.effect;
    if (effect.type !== 'webhook.deliver') throw new Error(`not a webhook: ${effect.type}`);
    expect(effect.subscriptionId).toBe(subscriptionId);
    const type = effect.eventType as WebhookEventType;
    const body = JSON.parse(effect.body) as { type: string; timestamp: string; data: unknown };
    expect(body.type).toBe(type);
    expect(body.timestamp).toBe(effect.timestamp);
    return { type, data: webhookEventSchemas[type].parse(body.data), outboxId: row.id };
  });
}

/** Waits until the subscription has `count` deliveries since the last call (the bot's events). */
async function queuedEventually(count: number): Promise<QueuedEvent[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(eq(outbox.webhookSubscriptionId, everything), gt(outbox.id, seen)));
    if ((row?.count ?? 0) >= count) return queued();
    if (Date.now() > deadline) throw new Error(`${count} deliveries not queued in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const webhookRows = async () =>
  db().select().from(outbox).where(isNotNull(outbox.webhookSubscriptionId));

const event = (type: WebhookEventType, data: object) => ({
  type,
  data: expect.objectContaining(data),
});

const idOf = (response: LightMyRequestResponse) => response.json<{ id: string }>().id;

describe('nobody subscribes', () => {
  it('queues nothing for a change nobody listens to', async () => {
    expect((await s.call('startDuty', s.as.suporte)).statusCode).toBe(200);
    expect((await s.call('endDuty', s.as.suporte)).statusCode).toBe(200);
    expect(await webhookRows()).toEqual([]);
  });
});

describe('with subscribers', () => {
  beforeAll(async () => {
    const key = Buffer.alloc(32, 7);
    const subscribe = (name: string, events: string[]) =>
      insertWebhookSubscription(db(), {
        name,
        url: 'https://integracao.example.com/webhooks',
        events,
        secretSealed: seal(key, newWebhookSecret()),
        createdByName: 'Ana Souza',
      });
    everything = await subscribe('Tudo', [...webhookEventTypes]);
    joinsOnly = await subscribe('Entradas', ['member.joined']);
  });

  describe('applications', () => {
    let forms: Record<'whitelist' | 'insertion' | 'appeal', PublicForm>;
    const answers = (form: PublicForm) =>
      form.questions.map((q) => ({ questionId: q.id, answer: 'Jogo RP há três anos.' }));

    beforeAll(async () => {
      const read = async (formType: string) =>
        (await s.call('publicForm', undefined, { params: { formType } })).json<PublicForm>();
      forms = {
        whitelist: await read('whitelist'),
        insertion: await read('insertion'),
        appeal: await read('appeal'),
      };
    });

    it('a whitelist submitted, approved, and the approval undone', async () => {
      const userId = '940000000000000001';
      const member = await memberSession(s.t, userId, 'Lara Nunes');
      const sent = await s.call('submitWhitelist', member, {
        body: {
          discordUsername: 'lara.nunes',
          walletAddress: '0xA1B2C3',
          answers: answers(forms.whitelist),
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const id = idOf(sent);
      const application = {
        id,
        form: 'whitelist',
        member: { discordId: userId, name: 'Lara Nunes' },
      };
      expect(await queued()).toEqual([
        event('application.submitted', {
          application: expect.objectContaining({ ...application, status: 'pending' }),
        }),
      ]);

      const approved = await s.call('approveAllowlist', s.as.moderador, {
        body: { userId, id, undoable: true },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await queued()).toEqual([
        event('application.decided', {
          application: expect.objectContaining({ ...application, status: 'approved' }),
          decision: 'approved',
          reason: null,
          decidedBy: bruno,
        }),
      ]);

      // A decision refused (already decided) changes nothing and tells nothing.
      const again = await s.call('approveAllowlist', s.as.moderador, { body: { userId, id } });
      expect(again.statusCode).toBe(409);
      expect(await queued()).toEqual([]);

      const undone = await s.call('undoAllowlistDecision', s.as.moderador, { body: { id } });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await queued()).toEqual([
        event('application.undone', {
          application: expect.objectContaining({ ...application, status: 'pending' }),
          undoneBy: bruno,
        }),
      ]);
    });

    it('an inscrição the triage rejects on submission: submitted, then decided by no one', async () => {
      // One graded question, wrong: below the mark, rejected in the submission's transaction.
      await db()
        .update(formQuestions)
        .set({ required: false })
        .where(eq(formQuestions.formType, 'insertion'));
      const created = await s.call('createQuestion', s.as.administrador, {
        body: {
          formType: 'insertion',
          text: 'O que é RDM?',
          type: 'choice',
          required: true,
          options: [
            { text: 'Matar sem motivo no RP', correct: true },
            { text: 'Um carro do jogo', correct: false },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const triage = await s.call('updateFormTriage', s.as.administrador, {
        params: { formType: 'insertion' },
        body: {
          passMark: 70,
          onFail: 'reject',
          failReason: 'Nota abaixo da mínima.',
          autoApprove: false,
          approvalsRequired: 1,
          rejectionsRequired: 1,
        },
      });
      expect(triage.statusCode, triage.body).toBe(200);

      const userId = '940000000000000002';
      const member = await memberSession(s.t, userId, 'Caio Prado');
      const sent = await s.call('submitInsertion', member, {
        body: {
          roleName: 'designer',
          answers: [{ questionId: idOf(created), choices: ['Um carro do jogo'] }],
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const application = {
        id: idOf(sent),
        form: 'insertion',
        member: { discordId: userId, name: 'Caio Prado' },
      };
      expect(await queued()).toEqual([
        event('application.submitted', {
          application: expect.objectContaining({ ...application, status: 'pending' }),
        }),
        event('application.decided', {
          application: expect.objectContaining({ ...application, status: 'rejected' }),
          decision: 'rejected',
          reason: 'Nota abaixo da mínima.',
          decidedBy: { discordId: null, name: 'Triagem automática' },
        }),
      ]);
    });

    it('an appeal approved lifts its entry, and undoing it puts the entry back', async () => {
      const userId = '940000000000000003';
      const member = await memberSession(s.t, userId, 'Rui Campos');
      const added = await postEntry(s.t, s.as.administrador, {
        type: 'player',
        target: userId,
        reason: 'Anti-RP recorrente.',
      });
      expect(added.statusCode, added.body).toBe(201);
      const entryId = idOf(added);
      const entry = { id: entryId, type: 'player', target: userId, reason: 'Anti-RP recorrente.' };
      expect(await queued()).toEqual([
        event('blacklist.added', { entry: expect.objectContaining(entry), addedBy: ana }),
      ]);

      const sent = await s.call('submitAppeal', member, {
        body: { subject: { kind: 'blacklist', id: entryId }, answers: answers(forms.appeal) },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const application = {
        id: idOf(sent),
        form: 'appeal',
        member: { discordId: userId, name: 'Rui Campos' },
      };
      expect(await queued()).toEqual([
        event('application.submitted', {
          application: expect.objectContaining({ ...application, status: 'pending' }),
        }),
      ]);

      const approved = await s.call('approveAppeal', s.as.moderador, {
        body: { userId, undoable: true },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<Application>().id).toBe(application.id);
      const decided = {
        application: expect.objectContaining({ ...application, status: 'approved' }),
        decision: 'approved',
        reason: null,
        decidedBy: bruno,
      };
      expect(await queued()).toEqual([
        event('application.decided', decided),
        event('appeal.decided', decided),
        event('blacklist.lifted', {
          entry: expect.objectContaining(entry),
          reason: `Apelação #${application.id} aprovada`,
          liftedBy: bruno,
        }),
      ]);

      const undone = await s.call('undoAppealDecision', s.as.moderador, {
        body: { id: application.id },
      });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await queued()).toEqual([
        event('blacklist.added', { entry: expect.objectContaining(entry), addedBy: bruno }),
        event('application.undone', {
          application: expect.objectContaining({ ...application, status: 'pending' }),
          undoneBy: bruno,
        }),
      ]);
    });
  });

  describe('blacklist', () => {
    const target = '940000000000000011';
    const entry = (id: string): unknown =>
      expect.objectContaining({ id, type: 'player', target, reason: 'Ofensas no chat.' });

    it('an entry removed, its removal undone, and its addition undone', async () => {
      const added = await postEntry(s.t, s.as.moderador, {
        type: 'player',
        target,
        reason: 'Ofensas no chat.',
      });
      expect(added.statusCode, added.body).toBe(201);
      const id = idOf(added);
      expect(await queued()).toEqual([
        event('blacklist.added', { entry: entry(id), addedBy: bruno }),
      ]);

      const removed = await s.call('removeBlacklist', s.as.moderador, {
        params: { id },
        body: { reason: 'Pediu desculpas.' },
      });
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await queued()).toEqual([
        event('blacklist.lifted', {
          entry: entry(id),
          reason: 'Pediu desculpas.',
          liftedBy: bruno,
        }),
      ]);
      // Removing it again is refused: nothing to tell.
      const twice = await s.call('removeBlacklist', s.as.moderador, { params: { id }, body: {} });
      expect(twice.statusCode).toBe(404);
      expect(await queued()).toEqual([]);

      const restore = await s.call('undoAction', s.as.moderador, {
        params: { id: String(removed.headers['x-request-id']) },
      });
      expect(restore.statusCode, restore.body).toBe(200);
      expect(await queued()).toEqual([
        event('blacklist.added', { entry: entry(id), addedBy: bruno }),
      ]);

      const unadd = await s.call('undoAction', s.as.moderador, {
        params: { id: String(added.headers['x-request-id']) },
      });
      expect(unadd.statusCode, unadd.body).toBe(200);
      expect(await queued()).toEqual([
        event('blacklist.lifted', {
          entry: entry(id),
          reason: 'Adição desfeita por quem adicionou',
          liftedBy: bruno,
        }),
      ]);
    });

    it('an entry that expires is lifted by the system', async () => {
      const added = await postEntry(s.t, s.as.moderador, {
        type: 'player',
        target,
        reason: 'Ofensas no chat.',
      });
      expect(added.statusCode, added.body).toBe(201);
      const id = idOf(added);
      await queued();
      const expiresAt = new Date(Date.now() - 60_000);
      await db()
        .update(blacklistEntries)
        .set({ expiresAt })
        .where(eq(blacklistEntries.id, Number(id)));
      expect((await expireEntries(db())).map((row) => String(row.id))).toEqual([id]);
      expect(await queued()).toEqual([
        event('blacklist.lifted', {
          entry: expect.objectContaining({ id, expiresAt: expiresAt.toISOString() }),
          reason: 'Expirou',
          liftedBy: { discordId: null, name: 'Sistema' },
        }),
      ]);
    });
  });

  describe('store', () => {
    let buyers = 0;
    /** A member with points, signed in; `id` one of the local guild's members when given. */
    async function buyer(points: number, id?: string) {
      buyers += 1;
      const userId = id ?? String(940000000000000100n + BigInt(buyers));
      const cookie = await memberSession(s.t, userId, `Comprador ${buyers}`);
      await db()
        .insert(pointsBalances)
        .values({ userId, points })
        .onConflictDoUpdate({ target: pointsBalances.userId, set: { points } });
      return { id: userId, cookie };
    }
    const bought = async (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json<RedeemResult>().purchase;
    };
    const purchase = (id: string, productId: number, userId: string, status: string): unknown =>
      expect.objectContaining({
        id,
        product: expect.objectContaining({ id: String(productId) }),
        member: expect.objectContaining({ discordId: userId }),
        points: 40,
        status,
      });

    it('a manual purchase made, delivered by staff and refunded; a refused one tells nothing', async () => {
      const member = await buyer(100);
      const product = await insertProduct(db(), { price: 40 });
      const made = await bought(await redeem(s.t, member.cookie, product.id, 'webhook-manual-1'));
      expect(await queued()).toEqual([
        event('purchase.made', { purchase: purchase(made.id, product.id, member.id, 'pending') }),
      ]);
      // The same key again answers the same purchase: nothing new happened.
      await bought(await redeem(s.t, member.cookie, product.id, 'webhook-manual-1'));
      expect(await queued()).toEqual([]);

      const delivered = await s.call('deliverStorePurchase', s.as.administrador, {
        params: { id: made.id },
        body: {},
      });
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(await queued()).toEqual([
        event('purchase.delivered', {
          purchase: purchase(made.id, product.id, member.id, 'delivered'),
        }),
      ]);

      const refunded = await s.call('refundStorePurchase', s.as.administrador, {
        params: { id: made.id },
        body: { reason: 'Comprou por engano.' },
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(await queued()).toEqual([
        event('purchase.refunded', {
          purchase: purchase(made.id, product.id, member.id, 'refunded'),
          reason: 'Comprou por engano.',
        }),
      ]);

      const poor = await buyer(10);
      const refused = await redeem(s.t, poor.cookie, product.id, 'webhook-manual-2');
      expect(refused.statusCode).toBe(409);
      expect(await queued()).toEqual([]);
    });

    it('a code is delivered as it is bought', async () => {
      const member = await buyer(100);
      const product = await insertProduct(db(), {
        price: 40,
        delivery: 'code',
        codeType: 'invite',
      });
      const made = await bought(await redeem(s.t, member.cookie, product.id, 'webhook-code-1'));
      const delivered = purchase(made.id, product.id, member.id, 'delivered');
      expect(await queued()).toEqual([
        event('purchase.made', { purchase: delivered }),
        event('purchase.delivered', { purchase: delivered }),
      ]);
    });

    it('a role is delivered when Discord gave it', async () => {
      const member = await buyer(100, demoMembers.julia);
      const product = await insertProduct(db(), {
        price: 40,
        delivery: 'role',
        deliveryRoleId: communitySettingIds.designerRoleId,
      });
      const made = await bought(await redeem(s.t, member.cookie, product.id, 'webhook-role-1'));
      expect(await queued()).toEqual([
        event('purchase.made', { purchase: purchase(made.id, product.id, member.id, 'pending') }),
      ]);
      await settleOutbox(s.t, purchaseDeliveryHooks);
      expect(await queued()).toEqual([
        event('purchase.delivered', {
          purchase: purchase(made.id, product.id, member.id, 'delivered'),
        }),
      ]);
    });

    it('an in-game purchase is delivered when its last command ran, once', async () => {
      const created = await s.call('createGameServer', s.as.administrador, {
        body: { name: 'Cidade dos Webhooks' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const server = created.json<GameServerKey>();
      const game = (method: 'GET' | 'POST', url: string, payload?: object) =>
        s.t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${server.apiKey}` },
          ...(payload && { payload }),
        });
      const productResponse = await s.call('createStoreProduct', s.as.administrador, {
        body: {
          name: 'Kit de boas-vindas',
          description: 'Itens para começar na cidade.',
          categoryId: '1',
          images: ['https://cdn.example.com/kit.png'],
          price: 40,
          delivery: 'game',
          gameCommands: [
            { command: 'addgroup {passport} vip', offline: true },
            { command: 'additem {passport} kit', offline: true },
          ],
          gameServerIds: [server.server.id],
        },
      });
      expect(productResponse.statusCode, productResponse.body).toBe(201);
      const product = productResponse.json<StoreProductAdmin>();
      const member = await buyer(100);
      const passport = await s.call('setGamePassport', s.as.administrador, {
        params: { id: server.server.id, discordId: member.id },
        body: { passport: 12 },
      });
      expect(passport.statusCode, passport.body).toBe(200);
      const made = await bought(
        await redeem(s.t, member.cookie, product.id, 'webhook-game-1', {
          confirmCannotEnter: true,
        }),
      );
      expect((await queued()).map((queuedEvent) => queuedEvent.type)).toEqual(['purchase.made']);

      const given = await game('GET', urlOf('gameCommands'));
      expect(given.statusCode, given.body).toBe(200);
      const [first, second] = given.json<{ commands: { id: string }[] }>().commands;
      const ack = (id: string) =>
        game('POST', urlOf('ackGameCommand', { params: { id } }), { outcome: 'done' });
      expect((await ack(defined(first).id)).statusCode).toBe(200);
      // One of two commands ran: not delivered yet.
      expect(await queued()).toEqual([]);
      expect((await ack(defined(second).id)).statusCode).toBe(200);
      expect(await queued()).toEqual([
        event('purchase.delivered', {
          purchase: purchase(made.id, Number(product.id), member.id, 'delivered'),
        }),
      ]);
      // The same acknowledgement again changes nothing.
      expect((await ack(defined(second).id)).statusCode).toBe(200);
      expect(await queued()).toEqual([]);
    });
  });

  describe('the game join check', () => {
    it('tells each refused join of a batch, and nothing of an allowed one', async () => {
      const created = await s.call('createGameServer', s.as.administrador, {
        body: { name: 'Cidade Fechada' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const server = created.json<GameServerKey>();
      const join = async (name: string, identifiers: string[]) => {
        const response = await s.t.app.inject({
          method: 'POST',
          url: urlOf('gameJoin'),
          remoteAddress: '192.0.2.10',
          headers: { authorization: `Bearer ${server.apiKey}` },
          payload: { name, identifiers, tokens: [] },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<GameJoinAnswer>();
      };
      const license = (seed: string) => `license:${seed.repeat(40).slice(0, 40)}`;
      // Together, so the check records them in one batch or a few.
      const answers = await Promise.all([
        join('Otávio', [`discord:${demoMembers.otavio}`, license('a')]),
        join('Sem Discord', [license('b')]),
        join('Aprovado', [`discord:${demoApplicant(8)}`, license('c')]),
      ]);
      expect(answers.map((answer) => answer.allow)).toEqual([false, false, true]);
      const refused = await queued();
      const where = { id: server.server.id, name: 'Cidade Fechada' };
      expect(refused).toEqual(
        expect.arrayContaining([
          event('game.join_refused', {
            server: where,
            member: { discordId: demoMembers.otavio, name: expect.any(String) },
            playerName: 'Otávio',
            reason: 'no_whitelist',
          }),
          event('game.join_refused', {
            server: where,
            member: null,
            playerName: 'Sem Discord',
            reason: 'unlinked',
          }),
        ]),
      );
      expect(refused).toHaveLength(2);
    });
  });

  describe('duty', () => {
    const carla = demoIds.suporte;
    const shift = (ended: boolean): unknown =>
      expect.objectContaining({
        staff: expect.objectContaining({ discordId: carla }),
        endedAt: ended ? expect.any(String) : null,
      });

    it('a shift started and ended from the panel', async () => {
      expect((await s.call('startDuty', s.as.suporte)).statusCode).toBe(200);
      const [started] = await queued();
      expect(started).toEqual(event('duty.started', { shift: shift(false) }));
      expect((await s.call('endDuty', s.as.suporte)).statusCode).toBe(200);
      const [ended] = await queued();
      expect(ended).toEqual(event('duty.ended', { shift: shift(true) }));
      expect((ended?.data as { shift: { id: string } }).shift.id).toBe(
        (started?.data as { shift: { id: string } }).shift.id,
      );
    });

    it('a shift past the limit: an end refused tells nothing, the limit closing tells it ended', async () => {
      expect((await s.call('startDuty', s.as.suporte)).statusCode).toBe(200);
      await queued();
      await db()
        .update(dutyShifts)
        .set({ startedAt: sql`${dutyShifts.startedAt} - interval '30 hours'` })
        .where(and(eq(dutyShifts.staffId, carla), sql`${dutyShifts.endedAt} is null`));
      // The end closes it at the limit, finds no shift of its own to end and is refused: the
      // limit's closing goes back with it, event and all.
      expect((await s.call('endDuty', s.as.suporte)).statusCode).toBe(409);
      expect(await queued()).toEqual([]);

      expect(await closeOverdueDuty(db())).toHaveLength(1);
      expect(await queued()).toEqual([event('duty.ended', { shift: shift(true) })]);
    });
  });

  describe('Discord members', () => {
    it('a member who joins and leaves the guild, told only to whoever subscribes', async () => {
      const userId = '940000000000000021';
      s.t.local.state.addMember({ id: userId, username: 'nina.rocha', globalName: 'Nina Rocha' });
      const member = { discordId: userId, name: 'Nina Rocha' };
      expect(await queuedEventually(1)).toEqual([event('member.joined', { member })]);
      s.t.local.state.removeMember(userId);
      expect(await queuedEventually(1)).toEqual([event('member.left', { member })]);
      // The subscription to joins got the join alone, and nothing else all along.
      const joins = await deliveriesOf(joinsOnly);
      expect(joins.map(({ type, data }) => ({ type, data }))).toEqual([
        event('member.joined', { member }),
      ]);
    });
  });
});
