import { applicationStatusLabels, insertionRoleLabel } from '@panel/contract/api/applications';
import { blacklistTypeLabels } from '@panel/contract/api/blacklist';
import { botSettingLabels } from '@panel/contract/api/bot-settings';
import { callRuleLabels } from '@panel/contract/api/calls';
import { deliveryStatusLabels } from '@panel/contract/api/deliveries';
import { formTypeLabels, questionTypeLabels } from '@panel/contract/api/forms';
import {
  purchaseStateLabels,
  storeCategoryLabels,
  storeDeliveryLabels,
} from '@panel/contract/api/store';
import { ticketTypeLabels } from '@panel/contract/api/tickets';
import { tokenTypeLabels } from '@panel/contract/api/tokens';
import { permissionLabels } from '@panel/contract/permission-labels';
import { isPermissionKey } from '@panel/contract/permissions';

/**
 * The fields the server writes in the audit log's before and after values, as the panel
 * names them. Each module's entries are read with their action (`tickets.approve`).
 */
const keyLabels: Record<string, string> = {
  ...botSettingLabels,
  ...callRuleLabels,
  id: 'ID',
  role: 'Cargo',
  roleName: 'Cargo',
  sessions: 'Sessões abertas',
  isOpen: 'Inscrições abertas',
  closesAt: 'Fecha em',
  description: 'Descrição',
  updatedAt: 'Atualizado em',
  formType: 'Formulário',
  form: 'Formulário',
  text: 'Texto',
  required: 'Obrigatória',
  position: 'Posição',
  order: 'Ordem das perguntas',
  status: 'Situação',
  reason: 'Motivo',
  attempts: 'Tentativas',
  count: 'Quantidade',
  isMuted: 'Microfone mutado',
  channelId: 'Canal de voz',
  pointsPerMinute: 'Pontos por minuto em call',
  points: 'Pontos',
  state: 'Situação',
  name: 'Nome',
  longDescription: 'Descrição detalhada',
  category: 'Categoria',
  images: 'Imagens',
  features: 'Características',
  price: 'Preço (pontos)',
  featured: 'Destaque',
  hidden: 'Oculto na loja',
  stock: 'Estoque',
  perMemberLimit: 'Limite por membro',
  requiredRoleId: 'Cargo exigido',
  delivery: 'Entrega',
  deliveryRoleId: 'Cargo entregue',
  codeType: 'Tipo do código',
  purchaseId: 'Compra',
  productId: 'Produto',
  type: 'Tipo',
  target: 'ID do alvo',
  discordUsername: 'Nome no Discord',
  expiresAt: 'Expira em',
  removedAt: 'Removido em',
  removedBy: 'Removido por',
  removedReason: 'Motivo da remoção',
  liftedBy: 'Retirado por',
  evidences: 'Evidências',
  purgedAt: 'Evidências apagadas em',
  generatedToken: 'Código de desbloqueio gerado',
  token: 'Código',
  uses: 'Usos',
  maxUses: 'Quantidade de usos',
  discordId: 'ID do membro',
  discordRole: 'ID do cargo',
  ticketId: 'Ticket',
  createdAt: 'Criado em',
  createdBy: 'Criado por',
  granted: 'Resultado',
  search: 'Busca',
};

/** `someKey` -> "Some key": a field the panel does not know yet still reads as words. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** The key written for people: a permission's Portuguese name, a known field, or its words. */
export function labelOfKey(key: string, action = ''): string {
  if (isPermissionKey(key)) return permissionLabels[key];
  if (key === 'type' && action.startsWith('questions.')) return 'Tipo de resposta';
  if (key === 'text' && action.startsWith('questions.')) return 'Pergunta';
  if (key === 'roleName' && action.startsWith('applications.')) return 'Cargo pretendido';
  return keyLabels[key] ?? humanize(key);
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

const roleNameLabels: Record<string, string> = {
  administrador: 'Administrador',
  moderador: 'Moderador',
  suporte: 'Suporte',
};

const areaOf = (action: string) => action.split('.')[0] ?? '';

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
      return storeCategoryLabels;
    case 'delivery':
      return storeDeliveryLabels;
    case 'codeType':
      return tokenTypeLabels;
    case 'liftedBy':
      return liftCauseLabels;
    case 'role':
      return roleNameLabels;
    default:
      return undefined;
  }
}

/** An enum value in Portuguese, or undefined when the field holds no known enum value. */
export function enumValueLabel(key: string, value: string, action: string): string | undefined {
  if (key === 'roleName' && areaOf(action) === 'applications') return insertionRoleLabel(value);
  return enumLabels(key, action)?.[value];
}
