import { describe, expect, it } from 'vitest';
import { discordInviteCode, discordInviteParamsSchema } from './blacklist-invites';

describe('discordInviteCode', () => {
  it('reads the code from every way staff paste an invite', () => {
    for (const text of [
      'https://discord.gg/cidadealtarp',
      'http://discord.gg/cidadealtarp/',
      'discord.gg/cidadealtarp',
      ' https://www.discord.gg/cidadealtarp ',
      'https://discord.com/invite/cidadealtarp',
      'discord.com/invite/cidadealtarp?event=123',
      'https://ptb.discord.com/invite/cidadealtarp#x',
      'https://discordapp.com/invite/cidadealtarp',
      'HTTPS://DISCORD.GG/cidadealtarp',
      'cidadealtarp',
    ]) {
      expect(discordInviteCode(text), text).toBe('cidadealtarp');
    }
    // Codes are case-sensitive, and may have hyphens (vanity URLs) or be digits in a link.
    expect(discordInviteCode('discord.gg/Pr7kQ2xZ')).toBe('Pr7kQ2xZ');
    expect(discordInviteCode('vilanova-rp')).toBe('vilanova-rp');
    expect(discordInviteCode('discord.gg/1234567')).toBe('1234567');
  });

  it('reads no code from other text, nor from digits alone (a server id, maybe mistyped)', () => {
    for (const text of [
      '',
      'a',
      '930000000000000001',
      '123',
      'https://example.com/cidadealtarp',
      'https://discord.com/channels/1/2',
      'discord.gg/',
      'discord.gg/codigo com espaço',
      'codigo_com_sublinhado',
      'x'.repeat(33),
    ]) {
      expect(discordInviteCode(text), text).toBeNull();
    }
  });
});

describe('discordInviteParamsSchema', () => {
  it('takes a code and refuses anything else in Portuguese', () => {
    expect(discordInviteParamsSchema.parse({ code: '1234567' })).toEqual({ code: '1234567' });
    const refused = discordInviteParamsSchema.safeParse({ code: 'discord.gg/abc' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Código de convite inválido: use o código do link (discord.gg/codigo), com letras, números e hífens.',
    );
  });
});
