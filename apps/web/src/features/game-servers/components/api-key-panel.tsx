import { Copy, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { CopyCodeField } from '@/components/copy-code-field';
import { Button } from '@/components/ui/button';
import { copyCode } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { gameResourceName, serverCfgLines } from '../server-cfg';

async function copyLines(lines: string): Promise<void> {
  if (await copyCode(lines)) toast.success('Copiado!');
}

/**
 * A new key, shown this once (only its hash is kept), and the lines that connect the game
 * server with it.
 */
export function ApiKeyPanel({ apiKey }: { apiKey: string }) {
  const cfgId = useId();
  const lines = serverCfgLines(window.location.origin, apiKey);
  return (
    <div className="grid min-w-0 gap-4">
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
      >
        <TriangleAlert
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300"
        />
        Copie a chave agora: ela não será mostrada de novo.
      </p>
      <CopyCodeField
        label="Chave da API"
        value={apiKey}
        copyLabel="Copiar a chave da API"
        inputClassName="text-sm tracking-normal sm:max-w-none md:text-sm"
      />
      <div className="grid min-w-0 gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id={cfgId} className="text-sm font-medium">
            No server.cfg do servidor FiveM
          </h3>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label="Copiar as linhas do server.cfg"
            onClick={() => void copyLines(lines)}
          >
            <Copy aria-hidden="true" />
            Copiar
          </Button>
        </div>
        <pre
          aria-labelledby={cfgId}
          tabIndex={0}
          // Wrapped, so the whole key shows on a phone; copying gives the lines as written.
          className="rounded-lg border bg-muted/50 px-3 py-2 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
        >
          {lines}
        </pre>
        <p className="text-xs text-muted-foreground">
          Coloque a pasta <code className="font-mono">{gameResourceName}</code> em{' '}
          <code className="font-mono">resources/</code>, cole as linhas acima no server.cfg e
          reinicie o servidor.
        </p>
      </div>
    </div>
  );
}
