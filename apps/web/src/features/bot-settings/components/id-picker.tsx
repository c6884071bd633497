import { Check, ChevronsUpDown, Folder, Hash } from 'lucide-react';
import { useState } from 'react';
import type { BotCatalog, BotSettingKind } from '@panel/contract/api/bot-settings';
import { Button } from '@/components/ui/button';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { RoleChoices } from '@/components/role-picker';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { pickerChannels, type CatalogChannel } from '../catalog';
import { ChannelProblemIcons } from './channel-problem-icons';

export const kindNouns: Record<BotSettingKind, string> = {
  role: 'cargo',
  textChannel: 'canal',
  category: 'categoria',
};

interface IdPickerProps {
  kind: BotSettingKind;
  catalog: BotCatalog;
  /** The field's label, for the button's accessible name. */
  label: string;
  value: string;
  onPick: (id: string) => void;
}

function Selected({ on }: { on: boolean }) {
  return <Check aria-hidden="true" className={cn('ml-auto', on ? 'opacity-100' : 'opacity-0')} />;
}

function ChannelItem({
  channel,
  value,
  onPick,
}: {
  channel: CatalogChannel;
  value: string;
  onPick: (id: string) => void;
}) {
  const Icon = channel.kind === 'category' ? Folder : Hash;
  return (
    <CommandItem
      value={channel.id}
      keywords={[channel.name, channel.parentName ?? '']}
      onSelect={onPick}
    >
      <Icon aria-hidden="true" className="text-muted-foreground" />
      <span className="truncate">{channel.name}</span>
      <ChannelProblemIcons channel={channel} />
      <Selected on={channel.id === value} />
    </CommandItem>
  );
}

/**
 * A searchable list of the guild's roles (the panel's one role list, `RoleChoices`), text
 * channels or categories (by name or id).
 */
export function IdPicker({ kind, catalog, label, value, onPick }: IdPickerProps) {
  const [open, setOpen] = useState(false);
  const noun = kindNouns[kind];
  function pick(id: string) {
    onPick(id);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Escolher ${noun}: ${label}`}
          title={`Escolher ${noun}`}
        >
          <ChevronsUpDown aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      {kind === 'role' ? (
        <RoleChoices
          label={`Escolher ${noun}: ${label}`}
          listLabel={`Escolher ${noun}`}
          roles={catalog.roles}
          isSelected={(role) => role.id === value}
          withLimits
          align="end"
          onSelect={pick}
        />
      ) : (
        <PopoverContent
          align="end"
          aria-label={`Escolher ${noun}: ${label}`}
          className="w-80 max-w-[calc(100vw-2rem)] p-0"
        >
          <Command label={`Escolher ${noun}`}>
            <CommandInput placeholder={`Buscar ${noun} por nome ou ID...`} />
            <CommandList>
              <CommandEmpty>Nada encontrado.</CommandEmpty>
              {pickerChannels(catalog, kind).map(({ heading, channels }) => (
                <CommandGroup key={heading} heading={heading}>
                  {channels.map((channel) => (
                    <ChannelItem key={channel.id} channel={channel} value={value} onPick={pick} />
                  ))}
                </CommandGroup>
              ))}
            </CommandList>
          </Command>
        </PopoverContent>
      )}
    </Popover>
  );
}
