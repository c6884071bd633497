import { permissionLabels } from '../permission-labels';
import { isPermissionKey } from '../permissions';
import { botSettingKindOf, botSettingLabels, isBotSettingKey } from './bot-setting-keys';
import { callRuleLabels } from './calls';
import { dutySettingLabels } from './duty';
import { teamSettingLabels } from './team-accountability';

// The fields the server writes in the audit log's before and after values, as the Auditoria
// screen names them. The server's audit check (`apps/server/src/architecture/audit-fields.test.ts`)
// reads every `recordAudit` call and fails on a field this table does not name
// (docs/decisions/2026-12-04-audit-types-and-fields.md).

const fieldLabels: Record<string, string> = {
  ...botSettingLabels,
  ...callRuleLabels,
  ...dutySettingLabels,
  ...teamSettingLabels,
  lastActivityAt: 'Última atividade',
  inactiveDays: 'Dias sem atividade',
  startedAt: 'Início do turno',
  endedAt: 'Fim do turno',
  startSource: 'Entrou em serviço',
  endSource: 'Saiu de serviço',
  id: 'Número',
  role: 'Cargo',
  roleName: 'Cargo',
  sessions: 'Sessões abertas',
  device: 'Navegador e sistema',
  requireDiscordMfa: 'Exigir autenticação em duas etapas do Discord para a equipe',
  isOpen: 'Inscrições abertas',
  closesAt: 'Fecha em',
  description: 'Descrição',
  updatedAt: 'Atualizado em',
  formType: 'Formulário',
  form: 'Formulário',
  text: 'Texto',
  required: 'Obrigatória',
  position: 'Posição',
  options: 'Opções',
  correct: 'Correta',
  sort: 'Ordem',
  weight: 'Peso',
  eliminatory: 'Eliminatória',
  score: 'Nota no questionário',
  triage: 'Resultado do questionário',
  passMark: 'Nota mínima',
  onFail: 'Abaixo da nota',
  failReason: 'Motivo da reprovação automática',
  autoApprove: 'Aprovar automaticamente quem passar',
  approvalsRequired: 'Aprovações necessárias',
  rejectionsRequired: 'Reprovações necessárias',
  vote: 'Voto',
  votes: 'Votos',
  votesNeeded: 'Votos necessários',
  cooldownDays: 'Espera após uma apelação reprovada (dias)',
  perSubject: 'Apelações por decisão',
  appealKind: 'Apelação sobre',
  signal: 'Sinal',
  appealSubjectId: 'Decisão contestada',
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
  categoryId: 'Categoria',
  categoryName: 'Categoria',
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
  gameCommands: 'Comandos da compra',
  refundCommands: 'Comandos do reembolso',
  expiryCommands: 'Comandos do fim do prazo',
  command: 'Comando',
  offline: 'Executar com o jogador offline',
  commandDelaySeconds: 'Espera depois que o personagem carregar (segundos)',
  durationDays: 'Duração em dias',
  gameServerIds: 'Servidores de jogo',
  purchaseId: 'Compra',
  productId: 'Produto',
  type: 'Tipo',
  target: 'Alvo',
  discordUsername: 'Nome no Discord',
  expiresAt: 'Expira em',
  removedAt: 'Removido em',
  removedBy: 'Removido por',
  removedReason: 'Motivo da remoção',
  liftedBy: 'Retirado por',
  evidences: 'Evidências',
  purgedAt: 'Evidências apagadas em',
  generatedToken: 'Código de desbloqueio gerado',
  generated: 'Gerado pelo painel',
  token: 'Código',
  uses: 'Usos',
  maxUses: 'Quantidade de usos',
  discordId: 'Membro',
  discordRole: 'Cargo do Discord',
  reportedUserId: 'Membro denunciado',
  ticketId: 'Ticket',
  createdAt: 'Criado em',
  createdBy: 'Criado por',
  granted: 'Resultado',
  search: 'Busca',
  framework: 'Framework',
  host: 'Endereço',
  port: 'Porta',
  user: 'Usuário',
  database: 'Banco',
  password: 'Senha',
  serverId: 'Servidor de jogo',
  passport: 'Passaporte',
  held: 'Desconexões suspensas',
  players: 'Jogadores',
  code: 'Código de vínculo',
  identifier: 'Identificador',
  identifiers: 'Identificadores',
  replaced: 'Vínculos substituídos',
  keyPrefix: 'Início da chave',
  whitelistMode: 'Quem entra',
  roleIds: 'Cargos exigidos',
  minIdentifierMatches: 'Correspondências mínimas',
  body: 'Texto da nota',
  pinned: 'Fixada',
  color: 'Cor',
  watch: 'Em observação',
  tags: 'Etiquetas',
  content: 'Mensagem',
};

/** A recorded field's Portuguese name; `undefined` for a field the panel does not name. */
export function auditFieldLabel(key: string): string | undefined {
  if (isPermissionKey(key)) return permissionLabels[key];
  return Object.hasOwn(fieldLabels, key) ? fieldLabels[key] : undefined;
}

/**
 * What an id in a recorded field names, so the screen shows the name: a member, a role or a
 * channel of the guild, a game server, a product, or a row of the panel (`#12`).
 */
export type AuditFieldRef = 'member' | 'role' | 'channel' | 'gameServer' | 'product' | 'row';

const fieldRefs: Record<string, AuditFieldRef> = {
  discordId: 'member',
  reportedUserId: 'member',
  target: 'member',
  requiredRoleId: 'role',
  deliveryRoleId: 'role',
  discordRole: 'role',
  roleIds: 'role',
  channelId: 'channel',
  voiceChannelIds: 'channel',
  inactivityChannelId: 'channel',
  serverId: 'gameServer',
  gameServerIds: 'gameServer',
  productId: 'product',
  id: 'row',
  purchaseId: 'row',
  appealSubjectId: 'row',
  ticketId: 'row',
  categoryId: 'row',
  // The questions of a form, in their new order.
  order: 'row',
};

/** What the ids a field holds name; `undefined` for a field that holds no ids. */
export function auditFieldRef(key: string): AuditFieldRef | undefined {
  if (isBotSettingKey(key)) return botSettingKindOf(key) === 'role' ? 'role' : 'channel';
  return Object.hasOwn(fieldRefs, key) ? fieldRefs[key] : undefined;
}
