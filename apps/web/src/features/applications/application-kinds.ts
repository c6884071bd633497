import type { FormType } from '@panel/contract/api/forms';
import { pageSizes } from '@panel/contract/constants';
import { applicationsEndpoints } from '@panel/contract/endpoints/applications';
import type { PermissionKey } from '@panel/contract/permissions';

type Endpoints = typeof applicationsEndpoints;

/**
 * What differs between the two review pages: endpoints, permission, form and the spec's
 * texts. Everything else (list, card, details, dialogs) is shared and reads from here.
 */
export interface ApplicationKind {
  id: 'allowlists' | 'insertions';
  formType: FormType;
  endpoints: {
    list: Endpoints['listAllowlists' | 'listInsertions'];
    approve: Endpoints['approveAllowlist' | 'approveInsertion'];
    reject: Endpoints['rejectAllowlist' | 'rejectInsertion'];
    export: Endpoints['exportAllowlists' | 'exportInsertions'];
    approveMany: Endpoints['approveManyAllowlists' | 'approveManyInsertions'];
    rejectMany: Endpoints['rejectManyAllowlists' | 'rejectManyInsertions'];
    history: Endpoints['allowlistHistory' | 'insertionHistory'];
  };
  managePermission: PermissionKey;
  pageSize: number;
  texts: {
    intro: string;
    listLabel: string;
    empty: string;
    loadError: string;
    rejectTitle: string;
    /** The spec's title; the description names the member. */
    approved: { title: string; description: (username: string) => string };
    /** Insertions: the spec shows this one in the destructive style. */
    rejected: { title: string; description: (username: string) => string; destructive: boolean };
    /** "1 allowlist", "3 allowlists": bulk decisions count with it. */
    count: (total: number) => string;
    approveError: string;
    rejectError: string;
  };
}

export const allowlistKind: ApplicationKind = {
  id: 'allowlists',
  formType: 'whitelist',
  endpoints: {
    list: applicationsEndpoints.listAllowlists,
    approve: applicationsEndpoints.approveAllowlist,
    reject: applicationsEndpoints.rejectAllowlist,
    export: applicationsEndpoints.exportAllowlists,
    approveMany: applicationsEndpoints.approveManyAllowlists,
    rejectMany: applicationsEndpoints.rejectManyAllowlists,
    history: applicationsEndpoints.allowlistHistory,
  },
  managePermission: 'manage_allowlists',
  pageSize: pageSizes.allowlists,
  texts: {
    intro: 'Solicitações de whitelist enviadas pelos membros, com as respostas do formulário.',
    listLabel: 'Allowlists',
    empty: 'Nenhuma whitelist encontrada.',
    loadError: 'Erro ao carregar allowlists.',
    rejectTitle: 'Rejeitar allowlist',
    approved: {
      title: 'Allowlist aprovada',
      description: (username) => `A allowlist de ${username} foi aprovada.`,
    },
    rejected: {
      title: 'Allowlist reprovada',
      description: (username) => `A allowlist de ${username} foi reprovada.`,
      destructive: false,
    },
    count: (total) => (total === 1 ? '1 allowlist' : `${total} allowlists`),
    approveError: 'Ocorreu um erro ao aprovar a allowlist.',
    rejectError: 'Ocorreu um erro ao reprovar a allowlist.',
  },
};

export const insertionKind: ApplicationKind = {
  id: 'insertions',
  formType: 'insertion',
  endpoints: {
    list: applicationsEndpoints.listInsertions,
    approve: applicationsEndpoints.approveInsertion,
    reject: applicationsEndpoints.rejectInsertion,
    export: applicationsEndpoints.exportInsertions,
    approveMany: applicationsEndpoints.approveManyInsertions,
    rejectMany: applicationsEndpoints.rejectManyInsertions,
    history: applicationsEndpoints.insertionHistory,
  },
  managePermission: 'manage_insertions',
  pageSize: pageSizes.insertions,
  texts: {
    intro: 'Inscrições dos membros para os cargos da comunidade, com as respostas do formulário.',
    listLabel: 'Inscrições',
    empty: 'Nenhuma inscrição encontrada.',
    loadError: 'Erro ao carregar inscrições.',
    rejectTitle: 'Rejeitar inscrição',
    approved: {
      title: 'Insertion aprovada',
      description: (username) => `A inscrição de ${username} foi aprovada.`,
    },
    rejected: {
      title: 'Insertion reprovada',
      description: (username) => `A inscrição de ${username} foi reprovada.`,
      destructive: true,
    },
    count: (total) => (total === 1 ? '1 inscrição' : `${total} inscrições`),
    approveError: 'Ocorreu um erro ao aprovar a insertion.',
    rejectError: 'Ocorreu um erro ao reprovar a insertion.',
  },
};
