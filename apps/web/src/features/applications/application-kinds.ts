import {
  applicationStatuses,
  type ApplicationStatus,
} from '@panel/contract/api/application-values';
import type { PresenceArea } from '@panel/contract/api/events';
import type { FormType } from '@panel/contract/api/forms';
import { pageSizes } from '@panel/contract/constants';
import type { appealsRoutes } from '@panel/contract/endpoints/appeals-routes';
import type { appealsEndpoints } from '@panel/contract/endpoints/appeals';
import { applicationsRoutes as routes } from '@panel/contract/endpoints/applications-routes';
import type { applicationsEndpoints } from '@panel/contract/endpoints/applications';
import type { PermissionKey } from '@panel/contract/permissions';
import type { ComponentType } from 'react';
import type { ReviewedApplication } from './api/review-answers';

type Endpoints = typeof applicationsEndpoints;
type Routes = typeof routes;
type Appeals = typeof appealsRoutes;

/**
 * What differs between the review pages (/allowlists, /insertions, /appeals): endpoints,
 * permission, form and the spec's texts. Everything else (list, card, details, dialogs) is
 * shared and reads from here. The endpoints are their zod-free routes: the page draws its
 * first screen before the schemas load (the history loads them with its answer,
 * `callEndpointLazily`). The appeals' kind lives in `appeal-kind.ts`, which only /appeals
 * loads: the two other pages do not carry its texts and its card part
 * (docs/decisions/2026-12-05-appeals-review.md).
 */
export interface ApplicationKind {
  /** Also the area its entries are shared live under (who has one open, who decided it). */
  id: PresenceArea;
  formType: FormType;
  endpoints: {
    list: Routes['listAllowlists' | 'listInsertions'] | Appeals['listAppeals'];
    approve: Routes['approveAllowlist' | 'approveInsertion'] | Appeals['approveAppeal'];
    reject: Routes['rejectAllowlist' | 'rejectInsertion'] | Appeals['rejectAppeal'];
    undo: Routes['undoAllowlistDecision' | 'undoInsertionDecision'] | Appeals['undoAppealDecision'];
    deliveries:
      | Routes['allowlistDecisionDeliveries' | 'insertionDecisionDeliveries']
      | Appeals['appealDecisionDeliveries'];
    export: Routes['exportAllowlists' | 'exportInsertions'] | Appeals['exportAppeals'];
    approveMany:
      Routes['approveManyAllowlists' | 'approveManyInsertions'] | Appeals['approveManyAppeals'];
    rejectMany:
      Routes['rejectManyAllowlists' | 'rejectManyInsertions'] | Appeals['rejectManyAppeals'];
    history: Routes['allowlistHistory' | 'insertionHistory'] | Appeals['appealHistory'];
    /** "Revogar whitelist": only a whitelist lets a member into the game. */
    revoke: Routes['revokeAllowlist'] | null;
    /** The history endpoint with its schemas, loaded when first called. */
    loadHistory: () => Promise<
      | Endpoints['allowlistHistory' | 'insertionHistory']
      | (typeof appealsEndpoints)['appealHistory']
    >;
  };
  managePermission: PermissionKey;
  /**
   * What the entry is about, drawn on its card under the member's name (an appeal's blacklist
   * entry or rejected whitelist); none for the forms whose entries stand alone.
   */
  subject?: ComponentType<{ kind: ApplicationKind; application: ReviewedApplication }>;
  /** Besides the lists, what a decision changes: an approved appeal lifts a blacklist entry. */
  alsoStale?: readonly (readonly unknown[])[];
  /** The list's tabs: revoked entries exist only for the whitelist. */
  statuses: readonly ApplicationStatus[];
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
    /** "1 whitelist", "3 whitelists": bulk decisions count with it. */
    count: (total: number) => string;
    approveError: string;
    rejectError: string;
    /** "Desfazer" done: the entry is back in the queue. */
    undone: (username: string) => string;
  };
}

export const allowlistKind: ApplicationKind = {
  id: 'allowlists',
  formType: 'whitelist',
  endpoints: {
    list: routes.listAllowlists,
    approve: routes.approveAllowlist,
    reject: routes.rejectAllowlist,
    undo: routes.undoAllowlistDecision,
    deliveries: routes.allowlistDecisionDeliveries,
    export: routes.exportAllowlists,
    approveMany: routes.approveManyAllowlists,
    rejectMany: routes.rejectManyAllowlists,
    history: routes.allowlistHistory,
    revoke: routes.revokeAllowlist,
    loadHistory: async () =>
      (await import('@panel/contract/endpoints/applications')).applicationsEndpoints
        .allowlistHistory,
  },
  managePermission: routes.approveAllowlist.access,
  statuses: applicationStatuses,
  pageSize: pageSizes.allowlists,
  texts: {
    intro: 'Solicitações de whitelist enviadas pelos membros, com as respostas do formulário.',
    listLabel: 'Allowlists',
    empty: 'Nenhuma whitelist encontrada.',
    loadError: 'Erro ao carregar allowlists.',
    rejectTitle: 'Rejeitar whitelist',
    approved: {
      title: 'Allowlist aprovada',
      description: (username) => `A whitelist de ${username} foi aprovada.`,
    },
    rejected: {
      title: 'Allowlist reprovada',
      description: (username) => `A whitelist de ${username} foi reprovada.`,
      destructive: false,
    },
    count: (total) => (total === 1 ? '1 whitelist' : `${total} whitelists`),
    approveError: 'Ocorreu um erro ao aprovar a allowlist.',
    rejectError: 'Ocorreu um erro ao reprovar a allowlist.',
    undone: (username) => `A whitelist de ${username} voltou para a fila.`,
  },
};

export const insertionKind: ApplicationKind = {
  id: 'insertions',
  formType: 'insertion',
  endpoints: {
    list: routes.listInsertions,
    approve: routes.approveInsertion,
    reject: routes.rejectInsertion,
    undo: routes.undoInsertionDecision,
    deliveries: routes.insertionDecisionDeliveries,
    export: routes.exportInsertions,
    approveMany: routes.approveManyInsertions,
    rejectMany: routes.rejectManyInsertions,
    history: routes.insertionHistory,
    revoke: null,
    loadHistory: async () =>
      (await import('@panel/contract/endpoints/applications')).applicationsEndpoints
        .insertionHistory,
  },
  managePermission: routes.approveInsertion.access,
  statuses: applicationStatuses.filter((status) => status !== 'revoked'),
  pageSize: pageSizes.insertions,
  texts: {
    intro: 'Inscrições dos membros para os cargos da comunidade, com as respostas do formulário.',
    listLabel: 'Inscrições',
    empty: 'Nenhuma inscrição encontrada.',
    loadError: 'Erro ao carregar inscrições.',
    rejectTitle: 'Rejeitar inscrição',
    approved: {
      title: 'Inscrição aprovada',
      description: (username) => `A inscrição de ${username} foi aprovada.`,
    },
    rejected: {
      title: 'Inscrição reprovada',
      description: (username) => `A inscrição de ${username} foi reprovada.`,
      destructive: true,
    },
    count: (total) => (total === 1 ? '1 inscrição' : `${total} inscrições`),
    approveError: 'Ocorreu um erro ao aprovar a inscrição.',
    rejectError: 'Ocorreu um erro ao reprovar a inscrição.',
    undone: (username) => `A inscrição de ${username} voltou para a fila.`,
  },
};
