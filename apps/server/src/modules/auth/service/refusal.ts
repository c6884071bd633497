import type { SignInRefusal } from '@panel/contract/api/sign-in-refusals';
import type { Database } from '../../../db/client';
import { recordAudit, type AuditContext } from '../../audit';

export type SignInFailure = SignInRefusal;

export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    /** Who was refused, once Discord said who they are. */
    readonly user: { id: string; name: string } | null = null,
  ) {
    super(`sign-in failed: ${reason}`);
  }
}

const refusalDetails: Record<SignInFailure, string> = {
  state: 'pedido de login inválido, expirado ou de outro navegador',
  denied: 'acesso não autorizado no Discord',
  code: 'o Discord não confirmou o login',
  not_member: 'não faz parte do servidor do Discord',
};

/** A refused sign-in, in the audit log: who (when Discord said), why, from where. */
export async function recordRefusedSignIn(
  db: Database,
  error: SignInError,
  audit: Omit<AuditContext, 'actor'>,
): Promise<void> {
  const actor = error.user
    ? { id: error.user.id, name: error.user.name, avatar: null }
    : { id: null, name: 'Anônimo', avatar: null };
  await recordAudit(
    db,
    { ...audit, actor },
    {
      actionType: 'view',
      action: 'auth.signInRefused',
      target: error.user?.id ?? null,
      details: `Acesso ao painel recusado: ${refusalDetails[error.reason]}`,
      after: { reason: error.reason },
    },
  );
}
