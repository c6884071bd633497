import type { FormType } from '@panel/contract/api/forms';
import { pageSizes } from '@panel/contract/constants';
import type { PermissionKey } from '@panel/contract/permissions';

/**
 * What differs between the two review pages: paths, permission, form and the spec's texts.
 * Everything else (list, card, details, dialogs) is shared and reads from here.
 */
export interface ApplicationKind {
  id: 'allowlists' | 'insertions';
  formType: FormType;
  /** `endpoints.listAllowlists.path` / `listInsertions.path` (a test checks they match). */
  listPath: string;
  approvePath: string;
  rejectPath: string;
  exportPath: string;
  managePermission: PermissionKey;
  pageSize: number;
  texts: {
    intro: string;
    listLabel: string;
    empty: string;
    loadError: string;
    rejectTitle: string;
    approved: { title: string; description?: string };
    /** Insertions: the spec shows this one in the destructive style. */
    rejected: { title: string; destructive: boolean };
    approveError: string;
    rejectError: string;
  };
}

export const allowlistKind: ApplicationKind = {
  id: 'allowlists',
  formType: 'whitelist',
  listPath: '/api/allowlists',
  approvePath: '/api/allowlists/approve',
  rejectPath: '/api/allowlists/reject',
  exportPath: '/api/allowlists/export.csv',
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
      description: 'A allowlist do usuário foi aprovada com sucesso.',
    },
    rejected: { title: 'Allowlist reprovada', destructive: false },
    approveError: 'Ocorreu um erro ao aprovar a allowlist.',
    rejectError: 'Ocorreu um erro ao reprovar a allowlist.',
  },
};

export const insertionKind: ApplicationKind = {
  id: 'insertions',
  formType: 'insertion',
  listPath: '/api/insertions',
  approvePath: '/api/insertions/approve',
  rejectPath: '/api/insertions/reject',
  exportPath: '/api/insertions/export.csv',
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
      description: 'A insertion do usuário foi aprovada com sucesso.',
    },
    rejected: { title: 'Insertion reprovada', destructive: true },
    approveError: 'Ocorreu um erro ao aprovar a insertion.',
    rejectError: 'Ocorreu um erro ao reprovar a insertion.',
  },
};
