import { useEffect, useEffectEvent, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { discordInviteCode, type DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import { blacklistTargetLabels } from '@panel/contract/api/blacklist';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useDiscordInvite } from '../api/get-discord-invite';
import { looksLikeId } from '../entry-form';
import { InviteGuildCard } from './invite-guild-card';

/** Typing stops this long before the invite is looked up. */
export const inviteLookupDebounceMs = 300;

const lookupFailed = 'Não foi possível buscar o servidor do convite. Tente de novo.';

interface ServerTargetFieldProps {
  /** What is typed: an invite (link or code) or the server's id. */
  value: string;
  /** The server the invite leads to, once found. */
  guild: DiscordInviteGuild | null;
  /** A refusal of the form or the server. */
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
  /** The invite `text` leads to `guild`. */
  onResolve: (text: string, guild: DiscordInviteGuild) => void;
}

/**
 * The server to blacklist, picked from an invite (https://discord.gg/…, discord.com/invite/…,
 * or the code): the panel asks Discord which server it is and shows it to confirm. A server's
 * id is still taken as it is.
 */
export function ServerTargetField({
  value,
  guild,
  error,
  disabled,
  onChange,
  onResolve,
}: ServerTargetFieldProps) {
  const typed = value.trim();
  const code = looksLikeId(typed) ? null : discordInviteCode(typed);
  const [asked, setAsked] = useState(code);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(code), inviteLookupDebounceMs);
    return () => clearTimeout(timer);
  }, [code]);

  const lookup = useDiscordInvite(asked);
  const settled = code !== null && code === asked && !lookup.isFetching;
  const found = settled ? lookup.data : undefined;
  const resolve = useEffectEvent((next: DiscordInviteGuild) => onResolve(value, next));
  useEffect(() => {
    if (found) resolve(found);
  }, [found]);

  const looking = code !== null && !guild && !settled;
  let lookupError: string | undefined;
  if (settled && lookup.isError && !guild) {
    lookupError = isApiError(lookup.error) ? lookup.error.message : lookupFailed;
  }

  return (
    <div className="grid min-w-0 gap-3">
      <FormField
        id="blacklist-target"
        label={blacklistTargetLabels.server}
        required
        error={lookupError ?? error}
        hint={
          looking ? (
            <span className="inline-flex items-center gap-1.5">
              <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
              Buscando o servidor do convite...
            </span>
          ) : (
            'Cole o convite do servidor (discord.gg/…) para confirmá-lo pelo nome, ou o ID do servidor.'
          )
        }
      >
        {(a11y) => (
          <Input
            {...a11y}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="discord.gg/convite ou ID do servidor"
          />
        )}
      </FormField>
      {/* Read out when it appears: the server the invite leads to. */}
      <div aria-live="polite" className="empty:hidden">
        {guild ? <InviteGuildCard guild={guild} /> : null}
      </div>
    </div>
  );
}
