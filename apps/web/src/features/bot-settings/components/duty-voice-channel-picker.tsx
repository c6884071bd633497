import { Check, ChevronsUpDown, Plus, Volume2 } from 'lucide-react';
import { useState } from 'react';
import type { BotCatalog } from '@panel/contract/api/bot-settings';
import { snowflakePattern } from '@panel/contract/constants';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import type { CatalogChannel } from '../catalog';

/** The guild's voice channels, grouped under their category (in catalog order). */
function voiceChannelGroups(
  catalog: BotCatalog,
): { heading: string; channels: CatalogChannel[] }[] {
  const groups = new Map<string, CatalogChannel[]>();
  for (const channel of catalog.channels) {
    if (channel.kind !== 'voice') continue;
    const heading = channel.parentName ?? 'Sem categoria';
    groups.set(heading, [...(groups.get(heading) ?? []), channel]);
  }
  return [...groups].map(([heading, channels]) => ({ heading, channels }));
}

interface PickerProps {
  id: string;
  describedBy: string | undefined;
  value: readonly string[];
  onToggle: (id: string) => void;
  disabled: boolean;
}

/** The guild's voice channels, searchable by name or id, each picked or dropped with a click. */
export function VoiceChannelChoices({ catalog, ...props }: PickerProps & { catalog: BotCatalog }) {
  const [open, setOpen] = useState(false);
  const groups = voiceChannelGroups(catalog);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={props.id}
          type="button"
          variant="outline"
          className="w-full justify-between font-normal sm:w-72"
          disabled={props.disabled}
          aria-describedby={props.describedBy}
        >
          Escolher canais de voz
          <ChevronsUpDown aria-hidden="true" className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label="Escolher canais de voz"
        className="w-80 max-w-[calc(100vw-2rem)] p-0"
      >
        <Command label="Escolher canais de voz">
          <CommandInput placeholder="Buscar canal de voz por nome ou ID..." />
          <CommandList>
            <CommandEmpty>
              {groups.length === 0 ? 'O servidor não tem canais de voz.' : 'Nada encontrado.'}
            </CommandEmpty>
            {groups.map(({ heading, channels }) => (
              <CommandGroup key={heading} heading={heading}>
                {channels.map((channel) => (
                  <CommandItem
                    key={channel.id}
                    value={channel.id}
                    keywords={[channel.name, channel.parentName ?? '']}
                    onSelect={props.onToggle}
                  >
                    <Volume2 aria-hidden="true" className="text-muted-foreground" />
                    <span className="truncate">{channel.name}</span>
                    <Check
                      aria-hidden="true"
                      className={cn(
                        'ml-auto',
                        props.value.includes(channel.id) ? 'opacity-100' : 'opacity-0',
                      )}
                    />
                  </CommandItem>
                ))}
              </CommandGroup>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  );
}

/** A voice channel id typed or pasted, for when the guild's channels cannot be read. */
export function TypedVoiceChannel({
  id,
  describedBy,
  onAdd,
  disabled,
}: Omit<PickerProps, 'value' | 'onToggle'> & { onAdd: (id: string) => void }) {
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const errorId = `${id}-typed-error`;
  function add() {
    const channelId = typed.trim();
    if (!snowflakePattern.test(channelId)) {
      setRefused('Um ID do Discord tem de 17 a 20 dígitos.');
      return;
    }
    onAdd(channelId);
    setTyped('');
    setRefused(null);
  }
  return (
    <div className="grid gap-1">
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          placeholder="ID do canal de voz"
          aria-label="ID do canal de voz"
          className="min-w-0 font-mono sm:max-w-64"
          disabled={disabled}
          aria-invalid={refused ? true : undefined}
          aria-describedby={[describedBy, refused ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefused(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={add}>
          <Plus aria-hidden="true" />
          Adicionar
        </Button>
      </div>
      {refused ? (
        <p id={errorId} className="text-xs text-destructive">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
