import { LoaderCircle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { memberSearchMinLength } from './search-members';

interface MemberSearchStatusProps {
  typed: string;
  /** The text is being typed, or its search is on its way. */
  waiting: boolean;
  failed: boolean;
  empty: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** What the members' half of the palette says when it has no rows to show. */
export function MemberSearchStatus({
  typed,
  waiting,
  failed,
  empty,
  retrying,
  onRetry,
}: MemberSearchStatusProps) {
  const line = 'flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground';
  // Read out as it changes, without moving the focus from the input.
  return (
    <div aria-live="polite">
      {typed.length < memberSearchMinLength ? (
        <p className={line}>
          Digite pelo menos {memberSearchMinLength} caracteres para buscar membros.
        </p>
      ) : waiting ? (
        <p className={line}>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Buscando membros…
        </p>
      ) : failed ? (
        <p className={cn(line, 'text-destructive')}>
          Erro ao buscar membros.
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto"
            disabled={retrying}
            onClick={onRetry}
          >
            <RotateCw aria-hidden="true" className={cn(retrying && 'animate-spin')} />
            Tentar novamente
          </Button>
        </p>
      ) : empty ? (
        <p className={line}>Nenhum membro encontrado.</p>
      ) : null}
    </div>
  );
}
