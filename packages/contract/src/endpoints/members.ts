import {
  memberCharactersSchema,
  memberFileSchema,
  memberGameAccountsSchema,
  memberMessageBodySchema,
  memberMessageResultSchema,
  memberNoteBodySchema,
  memberNoteListSchema,
  memberNoteParamsSchema,
  memberNoteSchema,
  memberNoteUpdateSchema,
  memberParamsSchema,
  memberSearchQuerySchema,
  memberSearchResultListSchema,
  memberSharedListSchema,
  memberSignalListSchema,
  memberSignalsQuerySchema,
  memberTagBodySchema,
  memberTagListSchema,
  memberTagParamsSchema,
  memberTagSchema,
  memberTagsBodySchema,
  memberTimelineQuerySchema,
  memberTimelineSchema,
} from '../api/members';
import { defineEndpoints } from './define';
import { membersRoutes } from './members-routes';

/** The member's file: who they are, their standing, timeline, game accounts, notes and tags. */
export const membersEndpoints = defineEndpoints(membersRoutes, {
  searchMembers: {
    summary:
      'Busca membros por nome, ID do Discord ou identificador do jogo (a busca do cabeçalho)',
    tag: 'membros',
    query: memberSearchQuerySchema,
    response: memberSearchResultListSchema,
  },
  listMemberSignals: {
    summary:
      'Sinais de vários membros: quem compartilha PC ou conta do jogo e etiquetas de observação',
    tag: 'membros',
    query: memberSignalsQuerySchema,
    response: memberSignalListSchema,
  },
  getMemberFile: {
    summary: 'Ficha do membro: quem é, situação, etiquetas e sinais compartilhados',
    tag: 'membros',
    params: memberParamsSchema,
    response: memberFileSchema,
  },
  listMemberTimeline: {
    summary: 'Linha do tempo do membro, do mais recente ao mais antigo',
    tag: 'membros',
    params: memberParamsSchema,
    query: memberTimelineQuerySchema,
    response: memberTimelineSchema,
  },
  getMemberGameAccounts: {
    summary: 'Contas do jogo do membro e seus passaportes por servidor',
    tag: 'membros',
    params: memberParamsSchema,
    response: memberGameAccountsSchema,
  },
  getMemberCharacters: {
    summary: 'Personagens do membro nos bancos de dados dos servidores de jogo (somente leitura)',
    tag: 'membros',
    params: memberParamsSchema,
    response: memberCharactersSchema,
  },
  listMemberShared: {
    summary: 'Membros que usaram identificadores do jogo deste membro no mesmo servidor',
    tag: 'membros',
    params: memberParamsSchema,
    response: memberSharedListSchema,
  },
  listMemberNotes: {
    summary: 'Notas da equipe sobre o membro, fixadas primeiro',
    tag: 'membros',
    params: memberParamsSchema,
    response: memberNoteListSchema,
  },
  createMemberNote: {
    summary: 'Adiciona uma nota da equipe sobre o membro',
    tag: 'membros',
    params: memberParamsSchema,
    body: memberNoteBodySchema,
    response: memberNoteSchema,
  },
  updateMemberNote: {
    summary: 'Altera ou fixa uma nota (o texto, só quem a escreveu)',
    tag: 'membros',
    params: memberNoteParamsSchema,
    body: memberNoteUpdateSchema,
    response: memberNoteSchema,
  },
  deleteMemberNote: {
    summary: 'Exclui uma nota (só quem a escreveu)',
    tag: 'membros',
    params: memberNoteParamsSchema,
  },
  messageMember: {
    summary:
      'Envia ao membro uma mensagem direta pelo bot, assinada pela equipe (pode ser desfeita por alguns segundos)',
    tag: 'membros',
    params: memberParamsSchema,
    body: memberMessageBodySchema,
    response: memberMessageResultSchema,
  },
  setMemberTags: {
    summary: 'Define as etiquetas do membro',
    tag: 'membros',
    params: memberParamsSchema,
    body: memberTagsBodySchema,
    response: memberTagListSchema,
  },
  listMemberTags: {
    summary: 'Etiquetas que a equipe pode dar aos membros',
    tag: 'membros',
    response: memberTagListSchema,
  },
  createMemberTag: {
    summary: 'Cria uma etiqueta',
    tag: 'membros',
    body: memberTagBodySchema,
    response: memberTagSchema,
  },
  updateMemberTag: {
    summary: 'Altera uma etiqueta',
    tag: 'membros',
    params: memberTagParamsSchema,
    body: memberTagBodySchema,
    response: memberTagSchema,
  },
  deleteMemberTag: {
    summary: 'Exclui uma etiqueta (e a tira dos membros)',
    tag: 'membros',
    params: memberTagParamsSchema,
  },
});
