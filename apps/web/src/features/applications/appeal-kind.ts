import { applicationStatuses } from '@panel/contract/api/application-values';
import { pageSizes } from '@panel/contract/constants';
import { appealsRoutes as routes } from '@panel/contract/endpoints/appeals-routes';
import { blacklistKeys, memberFileKeys, memberKeys } from '@/lib/query-keys';
import type { ApplicationKind } from './application-kinds';
import { AppealSubjectSummary } from './components/appeal-subject';

/**
 * /appeals: the members' appeals ("Apelações") against a blacklist entry or a rejected
 * whitelist, reviewed as the other forms. Only this page loads it
 * (docs/decisions/2026-12-05-appeals-review.md).
 */
export const appealKind: ApplicationKind = {
  id: 'appeals',
  formType: 'appeal',
  endpoints: {
    list: routes.listAppeals,
    approve: routes.approveAppeal,
    reject: routes.rejectAppeal,
    undo: routes.undoAppealDecision,
    deliveries: routes.appealDecisionDeliveries,
    export: routes.exportAppeals,
    approveMany: routes.approveManyAppeals,
    rejectMany: routes.rejectManyAppeals,
    history: routes.appealHistory,
    revoke: null,
    loadHistory: async () =>
      (await import('@panel/contract/endpoints/appeals')).appealsEndpoints.appealHistory,
  },
  managePermission: routes.approveAppeal.access,
  statuses: applicationStatuses.filter((status) => status !== 'revoked'),
  pageSize: pageSizes.appeals,
  subject: AppealSubjectSummary,
  // Approving lifts the blacklist entry or approves the whitelist; undoing puts it back.
  alsoStale: [blacklistKeys.all, memberFileKeys.all, memberKeys.applications],
  texts: {
    intro:
      'Apelações dos membros contra uma blacklist ou uma whitelist reprovada, com as respostas do formulário.',
    listLabel: 'Apelações',
    empty: 'Nenhuma apelação encontrada.',
    loadError: 'Erro ao carregar apelações.',
    rejectTitle: 'Rejeitar apelação',
    approved: {
      title: 'Apelação aprovada',
      description: (username) => `A apelação de ${username} foi aprovada.`,
    },
    rejected: {
      title: 'Apelação reprovada',
      description: (username) => `A apelação de ${username} foi reprovada.`,
      destructive: false,
    },
    count: (total) => (total === 1 ? '1 apelação' : `${total} apelações`),
    approveError: 'Ocorreu um erro ao aprovar a apelação.',
    rejectError: 'Ocorreu um erro ao reprovar a apelação.',
    undone: (username) => `A apelação de ${username} voltou para a fila.`,
  },
};
