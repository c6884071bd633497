import {
  createTokenBodySchema,
  type CreateTokenBody,
  type TokenType,
} from '@panel/contract/api/tokens';
import { parseDateTimeLocal, toDateTimeLocalValue, toIsoWithOffset } from '@/lib/datetime-local';

export type CreatableTokenType = Exclude<TokenType, 'unlock'>;

export interface TokenFormValues {
  token: string;
  maxUses: string;
  /** The `datetime-local` input's value. */
  expiresAt: string;
  type: CreatableTokenType;
  /** The chosen member's id, or the text typed in the member picker when none was chosen. */
  discordId: string;
  /** The chosen role's id, '' for none. */
  discordRole: string;
}

export type TokenField = keyof TokenFormValues;
export type TokenFieldErrors = Partial<Record<TokenField, string>>;

export const emptyTokenForm: TokenFormValues = {
  token: '',
  maxUses: '1',
  expiresAt: '',
  type: 'allowlist',
  discordId: '',
  discordRole: '',
};

/** How long a new code lasts unless staff say otherwise: a week, to the end of that day. */
export const defaultExpiryDays = 7;

/** The form as it opens: one use, expiring at 23:59 a week from `now`. */
export function newTokenForm(now = new Date()): TokenFormValues {
  const expiry = new Date(now);
  expiry.setDate(expiry.getDate() + defaultExpiryDays);
  expiry.setHours(23, 59, 0, 0);
  return { ...emptyTokenForm, expiresAt: toDateTimeLocalValue(expiry) };
}

export const requiredToast = {
  title: 'Campos obrigatórios',
  description: 'Preencha todos os campos para criar o código.',
};
export const memberNotChosen =
  'Escolha um membro na lista ou cole um ID do Discord (17 a 20 dígitos).';
export const pastExpiryToast = {
  title: 'Data de expiração inválida',
  description: 'A data de expiração não pode ser menor que a data atual.',
};

export type TokenFormCheck =
  | { ok: true; body: CreateTokenBody }
  | {
      ok: false;
      /** The spec's toast, when the refusal is one of its two. */
      toast?: { title: string; description: string };
      errors: TokenFieldErrors;
    };

/** The form's fields, in the order the form shows them. */
export const tokenFields = Object.keys(emptyTokenForm) as TokenField[];

function isTokenField(value: unknown): value is TokenField {
  return typeof value === 'string' && Object.hasOwn(emptyTokenForm, value);
}

/**
 * The spec's checks in its order (all required, then an expiry still ahead), then the
 * contract's own schema for the formats, so the page and the server give the same messages.
 * Surrounding spaces are dropped; the code's case never changes (typed codes are
 * case-sensitive). `generated`: the code is the one "Gerar" drew, unchanged, so it is redeemed
 * in any case (docs/decisions/2026-11-28-codes-case.md).
 */
export function checkTokenForm(
  values: TokenFormValues,
  now: Date,
  { generated = false }: { generated?: boolean } = {},
): TokenFormCheck {
  const token = values.token.trim();
  const maxUses = values.maxUses.trim();
  const expiresAt = values.expiresAt.trim();
  if (!token || !maxUses || !expiresAt) {
    const errors: TokenFieldErrors = {};
    if (!token) errors.token = 'Informe o código.';
    if (!maxUses) errors.maxUses = 'Informe a quantidade de usos.';
    if (!expiresAt) errors.expiresAt = 'Informe a data de expiração.';
    return { ok: false, toast: requiredToast, errors };
  }
  const expiry = parseDateTimeLocal(expiresAt);
  if (!expiry) return { ok: false, errors: { expiresAt: 'Informe uma data e hora válidas.' } };
  if (expiry.getTime() <= now.getTime()) {
    return {
      ok: false,
      toast: pastExpiryToast,
      errors: { expiresAt: pastExpiryToast.description },
    };
  }

  const discordId = values.discordId.trim();
  const discordRole = values.discordRole.trim();
  const body: CreateTokenBody = {
    token,
    type: values.type,
    maxUses: Number(maxUses),
    expiresAt: toIsoWithOffset(expiry),
    discordRole: discordRole || null,
    discordId: discordId || null,
    generated,
  };
  const parsed = createTokenBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: TokenFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isTokenField(field)) errors[field] ??= issue.message;
  }
  // A name typed in the member picker without choosing the member from its list.
  if (errors.discordId && !/^\d+$/.test(discordId)) errors.discordId = memberNotChosen;
  return { ok: false, errors };
}
