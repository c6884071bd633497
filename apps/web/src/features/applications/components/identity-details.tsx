import { useId } from 'react';
import type { WhitelistIdentity } from '@panel/contract/api/applications';

/** Step 1 of the whitelist wizard: who the member says they are. */
export function IdentityDetails({ identity }: { identity: WhitelistIdentity }) {
  const headingId = useId();
  const fields = [
    { label: 'Discord', value: identity.discordUsername },
    { label: 'Carteira', value: identity.walletAddress },
    { label: 'Rede social', value: identity.socialMedia },
  ];
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Dados de identificação:
      </h3>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-3">
        {fields.map(({ label, value }) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd
              className={
                value ? 'font-mono text-sm wrap-anywhere' : 'text-sm text-muted-foreground italic'
              }
            >
              {value || 'Não informado'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
