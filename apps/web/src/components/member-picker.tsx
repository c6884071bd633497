import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import type { GuildMember } from '@panel/contract/api/users';
import { snowflakePattern } from '@panel/contract/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useGuildMemberSearch, type MemberSearchSource } from '@/lib/guild-members';
import { MemberAvatar, MemberOption } from './member-option';

/** Typing stops this long before the search goes out. */
export const memberSearchDebounceMs = 300;

/** What the field holds: the text typed, and the member picked from the list (if any). */
export interface MemberChoice {
  text: string;
  member: GuildMember | null;
}

export const emptyMemberChoice: MemberChoice = { text: '', member: null };

/** The Discord id the choice stands for: the picked member's, else the text as typed. */
export function choiceId(choice: MemberChoice): string {
  return choice.member?.userId ?? choice.text.trim();
}

interface MemberPickerProps {
  id: string;
  value: MemberChoice;
  onChange: (value: MemberChoice) => void;
  /** Shown under the field, and marks it invalid. */
  error: string | null;
  label?: string;
  placeholder?: string;
  /** Under the field while no member is picked (what else it takes, what it is for). */
  hint?: string;
  disabled?: boolean;
  /** Where members are found (the staff's search of the guild by default). */
  source?: MemberSearchSource;
  /** Whether an id nobody in the list has may be sent as typed (false: a member must be picked). */
  takesUnknownId?: boolean;
}

/**
 * The one way the panel asks for a member: a text field that searches the Discord server's
 * members by name as one types (the list under it: picture, name, username, id) and also
 * takes a pasted Discord id, resolved to the member when the server knows them.
 * Keyboard: ↓/↑ move in the list, Enter picks, Esc closes.
 */
export function MemberPicker({
  id,
  value,
  onChange,
  error,
  label = 'Nome ou ID do Discord',
  placeholder = 'Buscar pelo nome ou colar o ID',
  hint = 'Digite o nome para buscar no servidor ou cole o ID (17 a 20 dígitos).',
  disabled,
  source,
  takesUnknownId = true,
}: MemberPickerProps) {
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const typed = value.member ? '' : value.text.trim();
  const [search, setSearch] = useState(typed);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), memberSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useGuildMemberSearch(search, source);
  const settled = search === typed && !query.isFetching;
  const members = typed === '' ? [] : (query.data ?? []);
  const activeIndex = Math.min(active, members.length - 1);
  const activeId = activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;
  const visible = open && typed !== '';
  const pastedId = snowflakePattern.test(typed);
  const usableId = pastedId && takesUnknownId;

  useEffect(() => {
    if (visible && activeId)
      document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [visible, activeId]);

  function pick(member: GuildMember) {
    onChange({ text: member.name, member });
    setOpen(false);
  }

  // A pasted id the server knows becomes that member, so the form shows whom it names.
  const pastedMember = pastedId && settled ? members.find((m) => m.userId === typed) : undefined;
  const resolve = useEffectEvent((member: GuildMember) => onChange({ text: member.name, member }));
  useEffect(() => {
    if (pastedMember) resolve(pastedMember);
  }, [pastedMember]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = members.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!visible) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(activeIndex, 0) + step + count) % count);
    } else if (event.key === 'Enter' && visible && count > 0) {
      const member = members[Math.max(activeIndex, 0)];
      if (!member) return;
      event.preventDefault();
      pick(member);
    } else if (event.key === 'Escape' && visible) {
      event.preventDefault();
      setOpen(false);
    }
  }

  let status: string | null = null;
  if (query.isError && settled) {
    status = usableId
      ? 'Não foi possível buscar os membros. O ID digitado pode ser usado assim mesmo.'
      : takesUnknownId
        ? 'Não foi possível buscar os membros. Tente de novo ou cole o ID do Discord.'
        : 'Não foi possível buscar os membros. Tente de novo.';
  } else if (members.length === 0 && settled) {
    status = usableId
      ? 'Nenhum membro encontrado. O ID digitado pode ser usado assim mesmo.'
      : 'Nenhum membro encontrado.';
  } else if (members.length === 0) {
    status = 'Buscando membros...';
  }
  const announcement = !visible || !settled ? '' : countText(members.length);

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        {value.member ? (
          <MemberAvatar
            member={value.member}
            className="pointer-events-none absolute top-1/2 left-2 size-6 -translate-y-1/2 text-[0.6rem]"
          />
        ) : (
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        )}
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={visible ? listId : undefined}
          aria-activedescendant={visible ? activeId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          className="pr-9 pl-9"
          value={value.text}
          onChange={(event) => {
            onChange({ text: event.target.value, member: null });
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {visible && query.isFetching ? (
          <LoaderCircle
            aria-hidden="true"
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          />
        ) : null}
        {visible ? (
          <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg">
            <ul
              id={listId}
              role="listbox"
              aria-label="Membros do servidor"
              className="max-h-72 overflow-y-auto p-1 empty:hidden"
            >
              {members.map((member, index) => (
                <MemberOption
                  key={member.userId}
                  id={`${listId}-${index}`}
                  member={member}
                  active={index === activeIndex}
                  onPick={pick}
                  onHover={() => setActive(index)}
                />
              ))}
            </ul>
            {status ? (
              <p className="px-3 py-4 text-center text-sm text-muted-foreground">{status}</p>
            ) : null}
          </div>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {value.member ? (
          <>
            @{value.member.username} · ID <span className="font-mono">{value.member.userId}</span>
          </>
        ) : (
          hint
        )}
      </p>
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function countText(count: number): string {
  if (count === 0) return 'A busca não achou membros.';
  return count === 1 ? '1 membro encontrado.' : `${count} membros encontrados.`;
}
