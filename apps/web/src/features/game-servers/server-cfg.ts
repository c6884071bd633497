/** The resource's folder name in the game server's `resources/`. */
export const gameResourceName = 'painel-rp';

/** The lines an owner pastes in the game server's `server.cfg` to connect it to the panel. */
export function serverCfgLines(panelUrl: string, apiKey: string): string {
  return [
    `set painel_url "${panelUrl}"`,
    `set painel_key "${apiKey}"`,
    `ensure ${gameResourceName}`,
  ].join('\n');
}
