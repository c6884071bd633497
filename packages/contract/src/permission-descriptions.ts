import type { PermissionKey } from './permissions';

// Apart from permissions.ts, which the web app's entry imports: only the screens that show
// these texts download them.

/**
 * Keys no screen or endpoint checks: kept so stored maps stay valid (the spec lists them), but
 * the permissions screen offers no toggle for them.
 */
export const reservedPermissionKeys: readonly PermissionKey[] = ['manage_configuration'];

/** One line each, under its toggle on the permissions screen: what the permission lets do. */
export const permissionDescriptions: Record<PermissionKey, string> = {
  view_dashboard: 'Abre o dashboard com os números, a atividade recente e o status do sistema.',
  view_allowlists:
    'Vê as solicitações de whitelist e o histórico de cada membro, e exporta a lista.',
  manage_allowlists: 'Aprova e reprova whitelists e cuida dos motivos de reprovação prontos.',
  view_insertions: 'Vê as inscrições para cargos e o histórico de cada membro, e exporta a lista.',
  manage_insertions: 'Aprova e reprova inscrições e cuida dos motivos de reprovação prontos.',
  view_appeals:
    'Vê as apelações contra a blacklist e whitelists reprovadas, com a entrada, as provas e o histórico do membro.',
  manage_appeals:
    'Aprova e reprova apelações (aprovar tira da blacklist ou aprova a whitelist) e cuida dos motivos prontos.',
  view_allowlists_questions: 'Vê as perguntas dos formulários e se as inscrições estão abertas.',
  manage_allowlists_questions: 'Cria, edita e ordena perguntas e abre ou fecha as inscrições.',
  view_tickets: 'Vê os tickets abertos pelos membros.',
  manage_tickets: 'Aprova, reprova e cancela tickets e gera códigos de desbloqueio.',
  view_tokens: 'Vê os códigos e quantos usos restam em cada um.',
  manage_tokens: 'Cria e exclui códigos.',
  view_blacklist: 'Vê a blacklist e as evidências anexadas.',
  manage_blacklist: 'Adiciona e remove jogadores e servidores da blacklist, com evidências.',
  purge_blacklist_evidence:
    'Apaga de vez os arquivos de evidência de uma entrada já removida da blacklist (o registro fica).',
  view_store: 'Vê os produtos, as compras e os pontos dos membros.',
  manage_store: 'Cria produtos e categorias, entrega e reembolsa compras e ajusta pontos.',
  view_game_servers:
    'Vê os servidores de jogo conectados, quem entrou ou foi recusado e as contas do jogo vinculadas.',
  manage_game_servers:
    'Conecta servidores de jogo, gera e revoga chaves, escolhe quem entra e desvincula contas do jogo.',
  view_game_server_ips:
    'Vê o IP guardado quando a blacklist barra a conexão de um jogador num servidor de jogo.',
  view_members:
    'Abre a ficha de qualquer membro (histórico, contas do jogo, quem compartilha PC ou conta) e escreve notas e etiquetas.',
  manage_members: 'Cria, altera e exclui as etiquetas que a equipe dá aos membros.',
  message_members:
    'Envia, pela ficha do membro, uma mensagem direta do bot a ele, assinada como da equipe.',
  manage_calls: 'Vê quem está em call, muta ou desconecta e define o que conta para os pontos.',
  view_audit: 'Lê o registro de auditoria de tudo o que foi feito no painel.',
  view_permissions: 'Vê os cargos do painel, as permissões de cada um e a segurança da equipe.',
  manage_permissions:
    'Muda as permissões dos cargos do painel e exige da equipe a autenticação em duas etapas do Discord.',
  view_users: 'Vê quem é da equipe e as permissões de cada pessoa.',
  manage_users:
    'Dá e tira cargos do painel, vê as sessões abertas da equipe e encerra as sessões de alguém.',
  view_team_analytics:
    'Vê o trabalho de cada pessoa da equipe e os turnos em serviço de todos (os próprios turnos, cada um sempre vê).',
  view_analytics:
    'Vê os gráficos da comunidade: solicitações, calls, loja, conexões ao jogo e blacklist.',
  view_bot_settings: 'Vê as configurações do bot e as entregas ao Discord.',
  manage_bot_settings: 'Muda as configurações do bot e reenvia entregas que falharam.',
  view_configuration:
    'Vê no dashboard os backups do painel: o último, o próximo e quando um falhou ou não foi feito.',
  manage_configuration: 'Reservada: nenhuma tela do painel usa esta permissão.',
  view_integrations:
    'Vê as chaves de API e os webhooks das ferramentas da comunidade, com o último uso e as entregas.',
  manage_integrations:
    'Cria e revoga chaves de API e webhooks. Uma chave só recebe permissões que quem a cria também tem.',
};
