import { describe, expect, it } from 'vitest';
import { insertionRoleLabels, insertionRoles } from './api/application-values';
import { botSettingLabels, type BotSettingKey } from './api/bot-settings';
import {
  grantPointsBodySchema,
  pointsText,
  storeMessages,
  updateStoreSettingsBodySchema,
} from './api/store';
import { permissionDescriptions } from './permission-descriptions';
import { permissionLabels } from './permission-labels';

/** The words of docs/glossary.md ("Palavras da interface"), where the contract writes them. */
describe('interface words', () => {
  it('names the role each insertion gives like the insertion’s badge', () => {
    for (const role of insertionRoles) {
      expect(botSettingLabels[`${role}RoleId` as BotSettingKey]).toBe(insertionRoleLabels[role]);
    }
    expect(botSettingLabels.groupLeadRoleId).toBe('Group Lead');
    expect(botSettingLabels.modeler3dRoleId).toBe('Modeler');
  });

  it('says whitelist in running text, and mutar for voice', () => {
    const texts = [
      ...Object.values(botSettingLabels),
      ...Object.values(permissionLabels),
      ...Object.values(permissionDescriptions),
    ];
    expect(texts.filter((text) => /allowlist/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /silenc/i.test(text))).toEqual([]);
    expect(permissionLabels.view_allowlists).toBe('Ver whitelists');
    expect(permissionDescriptions.manage_calls).toContain('muta');
  });

  it('writes points with the pt-BR thousands separator', () => {
    expect(pointsText(1)).toBe('1 ponto');
    expect(pointsText(1800)).toBe('1.800 pontos');
    expect(pointsText(1_000_000)).toBe('1.000.000 pontos');
    expect(storeMessages.needMore(1500)).toBe('Você precisa de mais 1.500 pontos');
    expect(storeMessages.balanceTooLow(12_500)).toBe(
      'O membro tem apenas 12.500 pontos; não é possível tirar mais do que isso.',
    );
    const tooMuch = grantPointsBodySchema.safeParse({
      discordId: '100000000000000001',
      amount: 2_000_000,
      reason: 'Evento',
    });
    expect(tooMuch.error?.issues[0]?.message).toBe(
      'A quantidade pode ser no máximo 1.000.000 pontos.',
    );
    const rate = updateStoreSettingsBodySchema.safeParse({ pointsPerMinute: 5000 });
    expect(rate.error?.issues[0]?.message).toBe('Os pontos por minuto podem ser no máximo 1.000.');
  });
});
