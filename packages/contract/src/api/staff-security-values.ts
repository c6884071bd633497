// Zod-free: the web's refusal screen and the server's 403 share these words.

/** The answer's code when staff without Discord's two-step authentication ask for staff work. */
export const twoFactorRequiredCode = 'two_factor_required';

/** Where Discord keeps the switch, as its menus name it. */
export const discordMfaSteps = [
  'Configurações de usuário',
  'Minha conta',
  'Ativar autenticação em duas etapas',
] as const;

/** The 403's message: what is missing and what to do. */
export const twoFactorRequiredMessage = `A equipe precisa usar a autenticação em duas etapas do Discord. No Discord, abra ${discordMfaSteps.join(' › ')} e depois entre no painel de novo.`;
