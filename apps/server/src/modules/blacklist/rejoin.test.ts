import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../../../test/blacklist-form';
import { memberRow, t, until, useBotApp } from '../../../test/bot-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { outbox } from '../../db/schema/deliveries';
import { demoBotSettings } from '../../demo/demo-bot-settings';
import { urlOf } from '../../../test/api';
import { demoMembers } from '../../../test/demo-members';

/** The role back on a blacklisted member who leaves the guild and joins again (gateway). */

useBotApp();

let moderador: string;
beforeAll(async () => {
  moderador = await signIn(t.app, demoIds.moderador);
});

const roleEffectsOf = async (userId: string) =>
  (await t.database.db.select().from(outbox))
    .map((row) => row.effect)
    .filter((effect) => effect.type === 'member.addRole' && effect.userId === userId);

async function leaveAndRejoin(userId: string, name: string): Promise<void> {
  t.local.state.removeMember(userId);
  await until(
    () => memberRow(userId),
    (row) => row?.inGuild === false,
  );
  t.local.state.addMember({ id: userId, username: name.toLowerCase(), globalName: name });
  await until(
    () => memberRow(userId),
    (row) => row?.inGuild === true,
  );
  await t.discord.port.catalogIdle();
}

describe('a blacklisted member who rejoins the guild', () => {
  it('gets the blacklist role queued again', async () => {
    const paula = demoMembers.paula;
    const added = await postEntry(t, moderador, { target: paula, reason: 'Ofensas.' });
    expect(added.statusCode).toBe(201);
    expect(await roleEffectsOf(paula)).toHaveLength(1);
    await leaveAndRejoin(paula, 'Paula Araújo');
    const effects = await roleEffectsOf(paula);
    expect(effects).toHaveLength(2);
    expect(effects[1]).toEqual({
      type: 'member.addRole',
      userId: paula,
      roleId: demoBotSettings.blacklistRoleId,
      reason: 'Na blacklist: voltou ao servidor',
    });
  });

  it('gets nothing when not blacklisted, or once the entry was removed', async () => {
    const otavio = demoMembers.otavio;
    await leaveAndRejoin(otavio, 'Otávio Martins');
    expect(await roleEffectsOf(otavio)).toEqual([]);

    const mateus = demoMembers.mateus;
    const added = await postEntry(t, moderador, { target: mateus, reason: 'Ofensas.' });
    const id = added.json<{ id: string }>().id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: urlOf('removeBlacklist', { params: { id } }),
      headers: { cookie: moderador, origin: t.config.publicUrl.origin },
    });
    expect(removed.statusCode).toBe(204);
    await leaveAndRejoin(mateus, 'Mateus Carvalho');
    expect(await roleEffectsOf(mateus)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.requestId, String(removed.headers['x-request-id'])));
    expect(rows.map((row) => row.effect.type)).toEqual(['member.removeRole']);
  });
});
