import { Copy, KeyRound, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { copyCode } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { takesUnlockCode, type Ticket } from '@panel/contract/api/tickets';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useGenerateUnlockCode } from '../api/generate-unlock-code';
import { canGenerateUnlockCode } from '../ticket-labels';

async function copyUnlockCode(code: string): Promise<void> {
  if (await copyCode(code)) toast.success('Copiado!');
}

interface UnlockCodePanelProps {
  ticket: Ticket;
  canManage: boolean;
}

/** The ticket's unlock code: shown with a copy button, or generated on request. */
export function UnlockCodePanel({ ticket, canManage }: UnlockCodePanelProps) {
  const generate = useGenerateUnlockCode();
  const inputId = useId();
  const hintId = useId();
  if (!takesUnlockCode(ticket.ticketType)) return null;

  if (ticket.token) {
    return (
      <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
        <Label htmlFor={inputId}>Código de desbloqueio</Label>
        <div className="flex items-center gap-2">
          {/* Read-only field: easy to select by hand when the clipboard is not available. */}
          <Input
            id={inputId}
            readOnly
            value={ticket.token}
            aria-describedby={hintId}
            className="h-10 max-w-48 bg-background font-mono text-lg tracking-widest md:text-lg"
            // Not on focus: the dialog focuses the field when it opens.
            onClick={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" onClick={() => void copyUnlockCode(ticket.token ?? '')}>
            <Copy aria-hidden="true" />
            Copiar
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          Uso único, só para a conta deste membro, válido por 72 horas. Vale em maiúsculas ou
          minúsculas. O membro também o recebe por mensagem direta e o resgata em /use-code.
        </p>
      </div>
    );
  }

  if (ticket.generatedToken) {
    return <p className="text-sm text-muted-foreground">Um código de desbloqueio já foi gerado.</p>;
  }

  if (!canManage || !canGenerateUnlockCode(ticket)) return null;

  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-3">
      <p className="text-sm text-muted-foreground">
        O código de desbloqueio aprova este ticket quando o membro o resgata.
      </p>
      <Button
        variant="secondary"
        className="w-full sm:w-fit"
        disabled={generate.isPending}
        aria-busy={generate.isPending}
        onClick={() => generate.mutate(ticket.id)}
      >
        {generate.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        Gerar código de desbloqueio
      </Button>
    </div>
  );
}
