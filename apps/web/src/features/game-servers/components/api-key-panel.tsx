import { CopyableLines } from '@/components/copyable-lines';
import { ShownOnceKey } from '@/components/shown-once-key';
import { gameResourceName, serverCfgLines } from '../server-cfg';

/**
 * A new key, shown this once (only its hash is kept), and the lines that connect the game
 * server with it.
 */
export function ApiKeyPanel({ apiKey }: { apiKey: string }) {
  const lines = serverCfgLines(window.location.origin, apiKey);
  return (
    <div className="grid min-w-0 gap-4">
      <ShownOnceKey label="Chave da API" apiKey={apiKey} copyLabel="Copiar a chave da API" />
      <CopyableLines
        title="No server.cfg do servidor FiveM"
        lines={lines}
        copyLabel="Copiar as linhas do server.cfg"
      >
        Coloque a pasta <code className="font-mono">{gameResourceName}</code> em{' '}
        <code className="font-mono">resources/</code>, cole as linhas acima no server.cfg e reinicie
        o servidor.
      </CopyableLines>
    </div>
  );
}
