import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/current-user';
import { readRecentMemberFiles, rememberMemberFile } from '@/lib/recent-member-files';
import { memberSearchDelayMs, memberSearchMinLength, useMemberSearch } from './search-members';
import { MemberSearchStatus } from './search-status';
import { paletteGroups, type PaletteOption } from './search-options';
import { searchablePages } from './search-pages';
import { SearchResults } from './search-results';

interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The staff's search (Ctrl+K, ⌘K): members by name, Discord id or game identifier, the pages
 * their permissions open, and the member files opened last. Keyboard first: the input keeps the
 * focus, ↑/↓ point at a result, Enter opens it, Esc closes.
 */
export function SearchPalette({ open, onOpenChange }: SearchPaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0">
        <DialogTitle className="sr-only">Buscar</DialogTitle>
        <DialogDescription className="sr-only">
          Membros por nome, ID do Discord ou identificador do jogo, e páginas do painel.
        </DialogDescription>
        {/* Mounted while open: each opening starts empty, with "Recentes" read again. */}
        {open ? <PaletteBody onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const typed = text.trim();
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(typed), memberSearchDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useMemberSearch(sent);
  const pages = useMemo(() => searchablePages(user?.permissions ?? null), [user]);
  const [recent] = useState(readRecentMemberFiles);
  // The result pointed at by the arrows or the mouse; null: the first one.
  const [pointed, setPointed] = useState<string | null>(null);
  const listId = useId();

  const searching = typed.length >= memberSearchMinLength;
  // Results of an older text are not offered: Enter would open someone else.
  const found = searching && sent === typed ? (search.data ?? []) : [];
  const groups = paletteGroups({ typed, recent, pages, found });
  const options = groups.flatMap((group) => group.options);
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.key === pointed),
  );
  const active = options[activeIndex];
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = active ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function choose(option: PaletteOption) {
    if (option.member) rememberMemberFile(option.member.id, option.member.name);
    onClose();
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = options[(activeIndex + step + options.length) % options.length];
      if (next) setPointed(next.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape') {
      // The dialog leaves an expanded list's Escape to it (`escapeClosesListFirst`): here the
      // list is the dialog.
      event.preventDefault();
      onClose();
    }
  }

  return (
    <>
      <div className="flex items-center gap-2 border-b px-3 pr-10">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          role="combobox"
          aria-label="Buscar membros e páginas"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder="Nome, ID do Discord, identificador do jogo ou página"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPointed(null);
          }}
          onKeyDown={onKeyDown}
          className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      <div className="max-h-[60svh] overflow-y-auto p-1">
        {typed === '' ? null : (
          <MemberSearchStatus
            typed={typed}
            waiting={searching && (sent !== typed || search.isPending)}
            failed={searching && sent === typed && search.isError}
            empty={searching && sent === typed && search.isSuccess && found.length === 0}
            retrying={search.isFetching}
            onRetry={() => void search.refetch()}
          />
        )}
        <SearchResults
          id={listId}
          groups={groups}
          activeIndex={activeIndex}
          optionId={optionId}
          onChoose={choose}
          onPoint={(option) => setPointed(option.key)}
        />
      </div>
      <p className="hidden gap-3 border-t px-3 py-2 text-xs text-muted-foreground md:flex">
        <span>↑↓ navegar</span>
        <span>Enter abrir</span>
        <span>Esc fechar</span>
      </p>
    </>
  );
}
