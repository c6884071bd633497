import { insertionRoleLabel } from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import type { ApplicationRow } from './present';

/** Each form's entry, as refusals name it ("Nenhuma apelação pendente…"). */
export const entryNouns: Record<FormType, string> = {
  whitelist: 'whitelist',
  insertion: 'inscrição',
  appeal: 'apelação',
};

/**
 * The entry as audit sentences name it: "a whitelist", "a inscrição (Developer)", "a apelação
 * sobre a blacklist"; `of` gives "da whitelist", "da inscrição (Developer)"…
 */
export function entryPhrase(
  row: Pick<ApplicationRow, 'form' | 'roleName' | 'appealKind'>,
  of = false,
): string {
  const article = of ? 'da' : 'a';
  if (row.form === 'whitelist') return `${article} whitelist`;
  if (row.form === 'insertion')
    return `${article} inscrição (${insertionRoleLabel(row.roleName ?? '')})`;
  const subject = row.appealKind === 'whitelist' ? 'a whitelist reprovada' : 'a blacklist';
  return `${article} apelação sobre ${subject}`;
}
