import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { gamePassportSchema, type MemberPassports } from '@panel/contract/api/game-servers';
import { Button } from '@/components/ui/button';
import { NumberInput } from '@/components/ui/number-input';
import { useGamePassports, useSetGamePassport } from '../api/game-passports';

type Entry = MemberPassports[number];

function PassportRow({
  entry,
  discordId,
  canManage,
}: {
  entry: Entry;
  discordId: string;
  canManage: boolean;
}) {
  const inputId = useId();
  const [value, setValue] = useState(entry.passport === null ? '' : String(entry.passport));
  const [error, setError] = useState<string | null>(null);
  const save = useSetGamePassport(discordId);
  const origin =
    entry.source === 'game'
      ? 'informado pelo jogo'
      : entry.source === 'staff'
        ? 'informado pela equipe'
        : 'desconhecido';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = gamePassportSchema.safeParse(value.trim() ? Number(value) : Number.NaN);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Passaporte inválido.');
      return;
    }
    setError(null);
    save.mutate({ serverId: entry.serverId, passport: parsed.data });
  }

  return (
    <li className="grid gap-1.5 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="text-sm font-medium wrap-anywhere">{entry.serverName}</span>
        <span className="text-xs text-muted-foreground">{origin}</span>
      </div>
      {canManage ? (
        <form noValidate onSubmit={submit} className="flex items-start gap-2">
          <label htmlFor={inputId} className="sr-only">
            Passaporte em {entry.serverName}
          </label>
          <NumberInput
            id={inputId}
            min={1}
            value={value}
            placeholder="Passaporte"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
            className="h-8 max-w-36"
          />
          <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
            <Save aria-hidden="true" />
            Salvar
          </Button>
        </form>
      ) : (
        <span className="font-mono text-sm">{entry.passport ?? '—'}</span>
      )}
      {error ? (
        <p id={`${inputId}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Passaportes": the member's id in each game's framework, which the whitelist and bans are
 * written under (docs/decisions/2026-11-28-game-databases.md). Shown only where a server's
 * database is connected.
 */
export function GamePassports({ discordId, canManage }: { discordId: string; canManage: boolean }) {
  const headingId = useId();
  const passports = useGamePassports(discordId);
  if (!passports.data || passports.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Passaportes
      </h3>
      <ul aria-labelledby={headingId} className="divide-y rounded-lg border bg-muted/30 px-3">
        {passports.data.map((entry) => (
          <PassportRow
            key={entry.serverId}
            entry={entry}
            discordId={discordId}
            canManage={canManage}
          />
        ))}
      </ul>
    </section>
  );
}
