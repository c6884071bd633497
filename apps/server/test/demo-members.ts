import { demoApplicants } from '@panel/discord-local/community-members';
import { defined } from './defined';
import { demoIds } from './sign-in';

/**
 * The demo people tests name, by first name: the ids the demo seed and the local Discord give
 * them (`@panel/discord-local/identities` and `community-members`).
 */
export const demoMembers = {
  ana: demoIds.administrador,
  bruno: demoIds.moderador,
  carla: demoIds.suporte,
  diego: demoIds.membro,
  elisa: '100000000000000005',
  fabio: demoIds.visitante,
  gabriel: '100000000000000101',
  helena: '100000000000000102',
  julia: '100000000000000104',
  mateus: '100000000000000107',
  otavio: '100000000000000109',
  paula: '100000000000000110',
} as const;

/**
 * The id of the demo's `n`-th whitelist applicant (from 1): 1 to 7 wait for a review, 8 to 13
 * were approved, 14 to 18 rejected.
 */
export const demoApplicant = (n: number): string => defined(demoApplicants[n - 1]).id;
