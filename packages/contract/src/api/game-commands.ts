// Commands a game server runs for a store purchase, written as templates on the product
// (docs/decisions/2026-11-28-game-commands.md). Without zod: the product form checks them as
// they are typed.

/**
 * What a command template may name, in braces: the buyer's Discord id and name, their
 * passport (the framework's user id), their Rockstar licence, the purchase's number and the
 * player's server id in the game (`source`, known once they are online).
 */
export const gameCommandPlaceholders = [
  'discordId',
  'name',
  'passport',
  'license',
  'purchaseId',
  'source',
] as const;
export type GameCommandPlaceholder = (typeof gameCommandPlaceholders)[number];

export const gameCommandPlaceholderLabels: Record<GameCommandPlaceholder, string> = {
  discordId: 'ID do Discord do comprador',
  name: 'nome do comprador',
  passport: 'passaporte (ID do jogador no framework)',
  license: 'licença Rockstar do jogador',
  purchaseId: 'número da compra',
  source: 'ID do jogador no servidor (source)',
};

const placeholderPattern = /\{([^{}]*)\}/g;

/** The placeholders a template names, each once, in order. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))];
}

/** Why a command template cannot be used; null when it can. */
export function commandTemplateIssue(template: string): string | null {
  const unknown = placeholdersOf(template).find(
    (name) => !(gameCommandPlaceholders as readonly string[]).includes(name),
  );
  if (unknown !== undefined) {
    return `Marcador desconhecido: {${unknown}}. Use ${gameCommandPlaceholders.map((name) => `{${name}}`).join(', ')}.`;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(template)) return 'Um comando não pode ter quebras de linha.';
  return null;
}

/**
 * A value as a command may carry it: one console argument of letters, digits and `_ . : -`.
 * A member chooses their own name; in the game's console `;` starts another command, quotes
 * change how words are read and a space starts another argument, so nothing a member writes
 * may add a command or an argument: spaces become `_` ("Bruna Alves" is `Bruna_Alves`).
 */
export function commandValue(value: string | number): string {
  return String(value)
    .replace(/[^\p{L}\p{N}\s_.:-]/gu, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, 64);
}

/**
 * The placeholders only a player on the server has: the panel knows them from the last
 * players report, so a command run with the player offline cannot name them.
 */
export const onlinePlaceholders = [
  'source',
  'license',
] as const satisfies readonly GameCommandPlaceholder[];

/** Why a template cannot run with the player offline; null when it can. */
export function offlineCommandIssue(template: string): string | null {
  const online = placeholdersOf(template).filter((name) =>
    (onlinePlaceholders as readonly string[]).includes(name),
  );
  if (online.length === 0) return null;
  return `Um comando executado com o jogador offline não pode usar ${online.map((name) => `{${name}}`).join(' nem ')}: o painel só conhece ${online.length === 1 ? 'esse valor' : 'esses valores'} com o jogador no servidor. Use {passport} ou {discordId}, ou desmarque "Executar mesmo com o jogador offline".`;
}

/** The command with its placeholders filled in; `null` when a value it names is not known. */
export function fillCommand(
  template: string,
  values: Partial<Record<GameCommandPlaceholder, string | number | null>>,
): string | null {
  let missing = false;
  const filled = template.replace(placeholderPattern, (_, name: string) => {
    const value = values[name as GameCommandPlaceholder];
    if (value === null || value === undefined) {
      missing = true;
      return '';
    }
    return commandValue(value);
  });
  return missing ? null : filled;
}

/** What the game server said of a command it was given. */
export const gameCommandOutcomes = ['done', 'failed', 'offline'] as const;
export type GameCommandOutcome = (typeof gameCommandOutcomes)[number];

/** Why a command runs: the purchase, its refund, or the end of its duration. */
export const gameCommandKinds = ['grant', 'refund', 'expiry'] as const;
export type GameCommandKind = (typeof gameCommandKinds)[number];
