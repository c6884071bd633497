import { KeyRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  integrationScopes,
  type IntegrationKey,
  type IntegrationKeyStatus,
} from '@panel/contract/api/integrations';
import { DateTime } from '@/components/date-time';
import { KeyPrefix } from '@/components/key-prefix';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { IntegrationCardHeader } from './integration-card-header';
import { RevokeKeyButton } from './revoke-key-button';

const statusLabels: Record<IntegrationKeyStatus, string> = {
  active: 'Ativa',
  expired: 'Expirada',
  revoked: 'Revogada',
};

const statusVariants = {
  active: 'success',
  expired: 'warning',
  revoked: 'secondary',
} as const satisfies Record<IntegrationKeyStatus, string>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

interface KeyCardProps {
  integrationKey: IntegrationKey;
  canManage: boolean;
}

/** A key: what it may do, who made it, until when, and when a tool last used it. */
export function KeyCard({ integrationKey: key, canManage }: KeyCardProps) {
  const headingId = useId();
  const active = key.status === 'active';
  return (
    <article
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-xl border bg-card p-4', !active && 'opacity-70')}
    >
      <IntegrationCardHeader
        icon={KeyRound}
        active={active}
        headingId={headingId}
        name={key.name}
        badge={<Badge variant={statusVariants[key.status]}>{statusLabels[key.status]}</Badge>}
        subtitle={
          <p className="text-xs text-muted-foreground">
            <KeyPrefix prefix={key.keyPrefix} title="Início da chave de API" />
          </p>
        }
        action={canManage && active ? <RevokeKeyButton integrationKey={key} /> : null}
      />
      <ul aria-label="O que a chave pode fazer" className="flex flex-wrap gap-1.5">
        {key.scopes.map((scope) => (
          <li key={scope}>
            <Badge variant="outline" title={integrationScopes[scope].description}>
              {integrationScopes[scope].label}
            </Badge>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Criada">
          <DateTime value={key.createdAt} /> por {key.createdByName}
        </Fact>
        <Fact label="Último uso">
          {key.lastUsedAt ? <DateTime value={key.lastUsedAt} /> : 'Nunca usada'}
        </Fact>
        <Fact label={key.status === 'expired' ? 'Expirou em' : 'Validade'}>
          {key.expiresAt ? (
            <>
              {key.status === 'expired' ? null : 'Até '}
              <DateTime value={key.expiresAt} />
            </>
          ) : (
            'Sem validade'
          )}
        </Fact>
        {key.revokedAt ? (
          <Fact label="Revogação">
            <DateTime value={key.revokedAt} /> por {key.revokedByName ?? 'Sistema'}
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}
