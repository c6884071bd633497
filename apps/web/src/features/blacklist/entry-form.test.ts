import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '@/lib/field-errors';
import { toIsoWithOffset } from '@/lib/datetime-local';
import { knownMembers } from '@/testing/guild-members-fixtures';
import { defined } from '@/testing/defined';
import { inviteGuild } from '@/testing/blacklist-fake-api';
import {
  checkEntryForm,
  emptyEntryForm,
  entryFormData,
  entryFieldOrder,
  invalidServerTargetMessage,
  unpickedPlayerMessage,
  unresolvedInviteMessage,
} from './entry-form';

const now = new Date(2026, 2, 10, 12, 0);
const filled = { ...emptyEntryForm, target: ' 300000000000000077 ', reason: ' Spam. ' };

describe('checkEntryForm', () => {
  it('requires the target, named by the type, and the reason', () => {
    expect(checkEntryForm(emptyEntryForm, now)).toEqual({
      ok: false,
      errors: { target: 'Informe o ID do Jogador.', reason: 'Informe o motivo.' },
    });
    const server = checkEntryForm({ ...emptyEntryForm, type: 'server', reason: 'x' }, now);
    expect(server).toEqual({
      ok: false,
      errors: { target: 'Informe o convite ou o ID do servidor.' },
    });
  });

  it('gives the fields trimmed, with a future expiry in the local offset', () => {
    expect(checkEntryForm(filled, now)).toEqual({
      ok: true,
      fields: {
        type: 'player',
        target: '300000000000000077',
        reason: 'Spam.',
        discordUsername: undefined,
        expiresAt: undefined,
      },
    });
    const check = checkEntryForm({ ...filled, expiresAt: '2026-04-01T18:30' }, now);
    expect(check.ok && check.fields.expiresAt).toBe(toIsoWithOffset(new Date(2026, 3, 1, 18, 30)));
  });

  it('takes a game identifier for a player, not for a server', () => {
    const player = checkEntryForm({ ...filled, target: ' license:ABCDEF0123 ' }, now);
    expect(player.ok && player.fields.target).toBe('license:ABCDEF0123');
    expect(checkEntryForm({ ...filled, type: 'server', target: 'steam:1100001' }, now)).toEqual({
      ok: false,
      errors: { target: invalidServerTargetMessage },
    });
  });

  it("sends an invite's server by its id and name; an invite not yet confirmed waits", () => {
    const invite = {
      ...filled,
      type: 'server' as const,
      target: 'https://discord.gg/cidadealtarp',
    };
    expect(checkEntryForm(invite, now)).toEqual({
      ok: false,
      errors: { target: unresolvedInviteMessage },
    });
    const confirmed = checkEntryForm({ ...invite, targetGuild: inviteGuild }, now);
    expect(confirmed.ok && confirmed.fields).toMatchObject({
      type: 'server',
      target: '930000000000000001',
      discordUsername: 'Cidade Alta RP',
    });
    // A name staff wrote stays; a player is never an invite's server.
    const named = { ...invite, targetGuild: inviteGuild, discordUsername: ' Cidade Alta ' };
    expect(checkEntryForm(named, now)).toMatchObject({
      fields: { discordUsername: 'Cidade Alta' },
    });
    expect(checkEntryForm({ ...named, type: 'player' }, now).ok).toBe(false);
  });

  it('refuses a past expiry and a malformed id with the contract message', () => {
    expect(checkEntryForm({ ...filled, expiresAt: '2026-03-01T10:00' }, now)).toEqual({
      ok: false,
      errors: { expiresAt: 'A data de expiração não pode ser menor que a data atual.' },
    });
    expect(checkEntryForm({ ...filled, target: '12345' }, now)).toEqual({
      ok: false,
      errors: { target: 'Informe um ID do Discord válido (17 a 20 dígitos).' },
    });
  });

  it('sends a picked member by id with their name, over a typed name', () => {
    const diego = defined(knownMembers[3]);
    const picked = { ...filled, target: 'Diego Rocha', targetMember: diego, discordUsername: 'x' };
    const check = checkEntryForm(picked, now);
    expect(check.ok && check.fields).toMatchObject({
      target: '100000000000000004',
      discordUsername: 'Diego Rocha',
    });
    // A server is never a picked member.
    const server = checkEntryForm({ ...picked, type: 'server', target: '900000000000000001' }, now);
    expect(server.ok && server.fields).toMatchObject({
      target: '900000000000000001',
      discordUsername: 'x',
    });
  });

  it('asks to pick a player whose name was typed but not picked', () => {
    expect(checkEntryForm({ ...filled, target: 'diego' }, now)).toEqual({
      ok: false,
      errors: { target: unpickedPlayerMessage },
    });
  });
});

describe('entryFormData', () => {
  it('sends the given text fields and one evidences part per file, with its name', () => {
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.gif')];
    const form = entryFormData(
      { type: 'server', target: '1', reason: 'r', discordUsername: undefined, expiresAt: 'x' },
      files,
    );
    expect([...form.keys()]).toEqual([
      'type',
      'target',
      'reason',
      'expiresAt',
      'evidences',
      'evidences',
    ]);
    expect(form.getAll('evidences').map((file) => (file as File).name)).toEqual(['a.png', 'b.gif']);
  });
});

describe('fieldErrorsFromIssues', () => {
  it('puts each issue under its field, the first one winning', () => {
    expect(
      fieldErrorsFromIssues(entryFieldOrder, [
        { path: 'body.target', message: 'A' },
        { path: 'target', message: 'B' },
        { path: 'evidences.2', message: 'C' },
        { path: 'outro', message: 'D' },
      ]),
    ).toEqual({ target: 'A', evidences: 'C' });
    expect(fieldErrorsFromIssues(entryFieldOrder, undefined)).toEqual({});
  });
});
