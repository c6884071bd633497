import { applicationStatusLabels, insertionRoleLabel } from '@panel/contract/api/applications';
import { auditFieldLabel } from '@panel/contract/api/audit-fields';
import { blacklistTypeLabels } from '@panel/contract/api/blacklist';
import { deliveryStatusLabels } from '@panel/contract/api/deliveries';
import { formTypeLabels, questionTypeLabels } from '@panel/contract/api/forms';
import { gameFrameworkLabels } from '@panel/contract/api/game-databases';
import { gameDropHoldLabels, whitelistModeLabels } from '@panel/contract/api/game-servers';
import { purchaseStateLabels, storeDeliveryLabels } from '@panel/contract/api/store';
import { ticketTypeLabels } from '@panel/contract/api/tickets';
import { tokenTypeLabels } from '@panel/contract/api/tokens';

/** `someKey` -> "Some key": a field the panel does not know yet still reads as words. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

const areaOf = (action: string) => action.split('.')[0] ?? '';

/** What an entry's own number (`id`) counts, by area: "Ticket #12", "Solicitação #7". */
const rowLabels: Record<string, string> = {
  tickets: 'Ticket',
  applications: 'Solicitação',
  blacklist: 'Entrada',
  store: 'Produto',
};

/**
 * The key written for people: the contract's name of the field (a permission's, a setting's),
 * read with the entry's action where one area means something else by it, or its words.
 */
export function labelOfKey(key: string, action = ''): string {
  if (key === 'type' && action.startsWith('questions.')) return 'Tipo de resposta';
  if (key === 'text' && action.startsWith('questions.')) return 'Pergunta';
  if (key === 'roleName' && action.startsWith('applications.')) return 'Cargo pretendido';
  if (key === 'id') return rowLabels[areaOf(action)] ?? 'Número';
  return auditFieldLabel(key) ?? humanize(key);
}

const ticketStatusLabels: Record<string, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Reprovado',
  canceled: 'Cancelado',
};

const signInRefusalLabels: Record<string, string> = {
  state: 'Pedido de login inválido ou expirado',
  denied: 'Acesso não autorizado no Discord',
  code: 'O Discord não confirmou o login',
  not_member: 'Não faz parte do servidor do Discord',
};

const liftCauseLabels: Record<string, string> = {
  staff: 'Equipe',
  expiry: 'Prazo vencido',
  ticket: 'Ticket aprovado',
};

/**
 * The store's categories before staff named them (migration 0044), as older product entries
 * hold them; entries written since name the category themselves (`categoryName`).
 */
const formerStoreCategoryLabels: Record<string, string> = {
  overlays: 'Overlays',
  emotes: 'Emotes',
  alerts: 'Alertas',
  screens: 'Telas',
  social: 'Social Media',
};

/** What a game database's change did to its password (the password itself is never kept). */
const passwordChangeLabels: Record<string, string> = {
  mantida: 'Mantida',
  nova: 'Alterada',
  nenhuma: 'Sem senha',
};

const roleNameLabels: Record<string, string> = {
  administrador: 'Administrador',
  moderador: 'Moderador',
  suporte: 'Suporte',
};

/** The Portuguese words of an enum value, by field and module; undefined when not an enum. */
function enumLabels(key: string, action: string): Record<string, string> | undefined {
  switch (key) {
    case 'status':
      if (areaOf(action) === 'tickets') return ticketStatusLabels;
      if (areaOf(action) === 'deliveries') return deliveryStatusLabels;
      if (areaOf(action) === 'applications') return applicationStatusLabels;
      return undefined;
    case 'type':
      if (areaOf(action) === 'tickets') return ticketTypeLabels;
      if (areaOf(action) === 'tokens') return tokenTypeLabels;
      if (areaOf(action) === 'blacklist') return blacklistTypeLabels;
      if (areaOf(action) === 'questions') return questionTypeLabels;
      return undefined;
    case 'reason':
      return action === 'auth.signInRefused' ? signInRefusalLabels : undefined;
    case 'state':
      return purchaseStateLabels;
    case 'form':
    case 'formType':
      return formTypeLabels;
    case 'category':
      return formerStoreCategoryLabels;
    case 'delivery':
      return storeDeliveryLabels;
    case 'codeType':
      return tokenTypeLabels;
    case 'liftedBy':
      return liftCauseLabels;
    case 'role':
      return roleNameLabels;
    case 'framework':
      return gameFrameworkLabels;
    case 'whitelistMode':
      return whitelistModeLabels;
    case 'held':
      return gameDropHoldLabels;
    case 'password':
      return passwordChangeLabels;
    default:
      return undefined;
  }
}

/** An enum value in Portuguese, or undefined when the field holds no known enum value. */
export function enumValueLabel(key: string, value: string, action: string): string | undefined {
  if (key === 'roleName' && areaOf(action) === 'applications') return insertionRoleLabel(value);
  return enumLabels(key, action)?.[value];
}
