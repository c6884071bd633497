import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { notice, openEvents, type EventClient } from '../../../test/event-client';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';

const open: EventClient[] = [];
const applicant = (n: number) => `20000000000000000${n}`;

const s = useTestApp({ signIn: ['moderador', 'suporte'] });
// A session holds at most three streams: each test closes what it opened.
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

async function events(cookie: string, options?: Parameters<typeof openEvents>[2]) {
  const client = await openEvents(s.t.baseUrl, cookie, options);
  open.push(client);
  return client;
}

describe('the event stream', () => {
  it('tells staff and the applicant of a decision on commit, each as they may read it', async () => {
    const member = await memberSession(s.t, applicant(1), 'Aplicante Um');
    const other = await memberSession(s.t, applicant(2), 'Aplicante Dois');
    const staff = await events(s.as.suporte);
    const mine = await events(member);
    const theirs = await events(other);
    expect(staff.status).toBe(200);
    await Promise.all([staff.stream(), mine.stream(), theirs.stream()]);

    const approved = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: applicant(1),
      },
    });
    expect(approved.statusCode).toBe(200);
    const id = String(approved.json<{ id: string }>().id);

    const seen = await staff.next(notice({ area: 'allowlists', key: id }));
    expect(seen.data).toEqual({
      area: 'allowlists',
      key: id,
      change: 'approved',
      by: 'Bruno Lima',
    });
    expect(seen.id).toMatch(/^\d+$/);
    const own = await mine.next(notice({ area: 'allowlists', key: id }));
    expect(own.data).toEqual({ area: 'allowlists', key: id, change: 'approved', by: null });
    // The audit entry of the same transaction reaches staff who read the audit log... not suporte.
    await staff.next(notice({ area: 'deliveries' }));
    // Another member hears nothing of it: a notice of theirs comes through, this one did not.
    await s.t.database.db.execute(
      sql`update applications set username = username where user_id = ${applicant(2)}`,
    );
    await theirs.next(notice({ area: 'allowlists', change: 'updated' }));
    const heard = theirs.events.filter((event) => event.event === 'notice');
    expect(heard.map((event) => (event.data as { change: string }).change)).not.toContain(
      'approved',
    );
  });

  it('resumes after the last notice read, and says resync when it no longer knows it', async () => {
    const staff = await events(s.as.moderador);
    await staff.stream();
    await s.call('rejectAllowlist', s.as.moderador, {
      body: {
        userId: applicant(3),
        reason: 'Respostas incompletas.',
      },
    });
    const first = await staff.next(notice({ area: 'allowlists', change: 'rejected' }));
    staff.close();

    await s.call('approveAllowlist', s.as.moderador, { body: { userId: applicant(4) } });
    const resumed = await events(s.as.moderador, { lastEventId: first.id ?? '' });
    const missed = await resumed.next(notice({ area: 'allowlists', change: 'approved' }));
    expect(Number(missed.id)).toBeGreaterThan(Number(first.id));
    // What was read before is not sent again.
    expect(resumed.events.some((event) => event.id === first.id)).toBe(false);

    const lost = await events(s.as.moderador, { query: '?lastEventId=1' });
    await lost.next((event) => event.event === 'resync');
  });

  it('ends when the session ends, and follows a change of permissions', async () => {
    const session = await signIn(s.t.app, demoIds.suporte);
    const client = await events(session);
    await client.stream();
    const admin = await signIn(s.t.app, demoIds.administrador);
    const revoked = await s.call('updateRole', admin, {
      params: { roleName: 'suporte' },
      body: {
        view_allowlists: false,
        manage_allowlists: false,
      },
    });
    expect(revoked.statusCode).toBe(200);
    await client.next((event) => event.event === 'session');
    await s.call('approveAllowlist', s.as.moderador, { body: { userId: applicant(5) } });
    // The dashboard's reader still hears that the counts moved, without which entry or who.
    const reduced = await client.next(notice({ area: 'allowlists', change: 'approved' }));
    expect(reduced.data).toEqual({ area: 'allowlists', key: null, change: 'approved', by: null });
    await s.call('updateRole', admin, {
      params: { roleName: 'suporte' },
      body: {
        view_allowlists: true,
        manage_allowlists: false,
      },
    });

    expect((await s.call('logout', session)).statusCode).toBe(204);
    const end = await client.next((event) => event.event === 'end');
    expect(end.data).toEqual({ reason: 'signed-out' });
    await client.ended;
    expect((await openEvents(s.t.baseUrl, session)).status).toBe(401);
  });

  it('limits the streams of one session, and frees a place when one closes', async () => {
    const session = await memberSession(s.t, '300000000000000901', 'Muitas Abas');
    const tabs = [await events(session), await events(session), await events(session)];
    await Promise.all(tabs.map((tab) => tab.stream()));
    const refused = await events(session);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(refused.events).toEqual([]);
    tabs[0]?.close();
    await expect
      .poll(async () => {
        const again = await openEvents(s.t.baseUrl, session);
        again.close();
        return again.status;
      })
      .toBe(200);
  });

  it('one statement over many rows is one notice without a key', async () => {
    const staff = await events(s.as.moderador);
    await staff.stream();
    await queryRows(
      s.t.database.db,
      sql`insert into users (id, username)
        select (300000000000001000 + n)::text, 'massa' || n from generate_series(1, 30) as n`,
    );
    await queryRows(
      s.t.database.db,
      sql`insert into applications (form, user_id, username, answers)
        select 'whitelist', (300000000000001000 + n)::text, 'Massa ' || n, '[]'
        from generate_series(1, 30) as n`,
    );
    const many = await staff.next(notice({ area: 'allowlists', change: 'many' }));
    expect(many.data).toMatchObject({ key: null });
    expect(staff.events.filter(notice({ area: 'allowlists', change: 'created' }))).toEqual([]);
  });

  it("announces the game tables' changes, and not a game server's heartbeat", async () => {
    const staff = await events(s.as.moderador);
    const other = await events(s.as.suporte);
    await Promise.all([staff.stream(), other.stream()]);
    const [server] = await queryRows<{ id: string }>(
      s.t.database.db,
      sql`insert into game_servers (name, key_hash, key_prefix, created_by_name)
        values ('Cidade Alta', 'hash-ao-vivo', 'prefixo', 'Bruno Lima') returning id`,
    );
    const key = String(server?.id);
    await staff.next(notice({ area: 'game-servers', key, change: 'created' }));
    // Each players report writes these: nothing anyone reads live.
    await s.t.database.db.execute(
      sql`update game_servers set last_seen_at = now(), players_online = 12 where id = ${key}`,
    );
    await s.t.database.db.execute(
      sql`update game_servers set name = 'Cidade Baixa' where id = ${key}`,
    );
    await staff.next(notice({ area: 'game-servers', key, change: 'updated' }));
    expect(
      staff.events.filter(notice({ area: 'game-servers', key, change: 'updated' })),
    ).toHaveLength(1);
    // A row known by its server and member: a passport typed again.
    await s.t.database.db.execute(
      sql`insert into game_passports (server_id, discord_id, passport, source)
        values (${key}, ${applicant(3)}, 7, 'staff')`,
    );
    await s.t.database.db.execute(
      sql`update game_passports set passport = 8 where server_id = ${key}`,
    );
    await staff.next(notice({ area: 'game-servers', change: 'updated', key: null }));
    // Suporte cannot see game servers: a later notice it may read comes through, these did not.
    await s.t.database.db.execute(
      sql`update applications set username = username where user_id = ${applicant(1)}`,
    );
    await other.next(notice({ area: 'allowlists', change: 'updated' }));
    expect(other.events.filter(notice({ area: 'game-servers' }))).toEqual([]);
  });
});

describe("the member's file", () => {
  it('tells staff who see member files of notes and tags, never the member they are about', async () => {
    const member = await memberSession(s.t, applicant(4), 'Aplicante Quatro');
    const staff = await events(s.as.suporte);
    const subject = await events(member);
    await Promise.all([staff.stream(), subject.stream()]);

    const note = await s.call('createMemberNote', s.as.moderador, {
      params: { discordId: applicant(4) },
      body: { body: 'Conferir a conta nova.' },
    });
    expect(note.statusCode).toBe(200);
    const key = note.json<{ id: string }>().id;
    expect((await staff.next(notice({ area: 'members', key }))).data).toEqual({
      area: 'members',
      key,
      change: 'created',
      by: null,
    });
    const tag = await s.call('createMemberTag', s.as.moderador, {
      body: { name: 'Ao vivo', color: '#123456' },
    });
    const tagId = tag.json<{ id: string }>().id;
    await staff.next(notice({ area: 'members', key: tagId, change: 'created' }));
    await s.call('setMemberTags', s.as.moderador, {
      params: { discordId: applicant(4) },
      body: { tagIds: [tagId] },
    });
    // A tag given is a row without an id of its own.
    await staff.next(notice({ area: 'members', key: null, change: 'created' }));
    // The member hears a later notice of their own, and none of these.
    await s.t.database.db.execute(
      sql`update applications set username = username where user_id = ${applicant(4)}`,
    );
    await subject.next(notice({ area: 'allowlists', change: 'updated' }));
    expect(subject.events.filter(notice({ area: 'members' }))).toEqual([]);
  });
});

describe('presence on a review entry', () => {
  it('shows who has an entry open to the others, and drops them when their stream closes', async () => {
    const bruno = await events(s.as.moderador);
    const carla = await events(s.as.suporte);
    const brunoStream = await bruno.stream();
    const carlaStream = await carla.stream();
    const first = await s.call('setPresence', s.as.moderador, {
      body: {
        stream: brunoStream,
        area: 'allowlists',
        key: '7',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      viewers: [expect.objectContaining({ id: demoIds.moderador, name: 'Bruno Lima' })],
    });
    const seen = await carla.next(
      (event) =>
        event.event === 'presence' && (event.data as { viewers: unknown[] }).viewers.length === 1,
    );
    expect(seen.data).toMatchObject({ area: 'allowlists', key: '7' });

    const both = await s.call('setPresence', s.as.suporte, {
      body: {
        stream: carlaStream,
        area: 'allowlists',
        key: '7',
      },
    });
    expect(both.json<{ viewers: { id: string }[] }>().viewers.map((viewer) => viewer.id)).toEqual([
      demoIds.moderador,
      demoIds.suporte,
    ]);
    bruno.close();
    await carla.next(
      (event) =>
        event.event === 'presence' &&
        JSON.stringify((event.data as { viewers: { id: string }[] }).viewers.map((v) => v.id)) ===
          JSON.stringify([demoIds.suporte]),
    );
  });

  it('is refused to whoever cannot see the area, and to members', async () => {
    const member = await memberSession(s.t, applicant(6), 'Aplicante Seis');
    const body = { stream: crypto.randomUUID(), area: 'insertions', key: '1' };
    expect((await s.call('setPresence', member, { body })).statusCode).toBe(403);
    const bad = await s.call('setPresence', s.as.moderador, { body: { ...body, key: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
