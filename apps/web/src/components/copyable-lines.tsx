import { Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { copyCode } from '@/lib/clipboard';
import { toast } from '@/lib/toast';

async function copyLines(lines: string): Promise<void> {
  if (await copyCode(lines)) toast.success('Copiado!');
}

interface CopyableLinesProps {
  title: string;
  lines: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  /** A sentence under the lines: where they go. */
  children?: ReactNode;
}

/** Lines to paste elsewhere (a config file, a command), wrapped on a phone, with a copy button. */
export function CopyableLines({ title, lines, copyLabel, children }: CopyableLinesProps) {
  const titleId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-medium">
          {title}
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={copyLabel}
          onClick={() => void copyLines(lines)}
        >
          <Copy aria-hidden="true" />
          Copiar
        </Button>
      </div>
      <pre
        aria-labelledby={titleId}
        tabIndex={0}
        // Wrapped, so the whole key shows on a phone; copying gives the lines as written.
        className="rounded-lg border bg-muted/50 px-3 py-2 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
      >
        {lines}
      </pre>
      {children ? <p className="text-xs text-muted-foreground">{children}</p> : null}
    </div>
  );
}
