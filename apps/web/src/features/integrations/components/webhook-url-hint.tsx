/** What a webhook's URL may be: https, or http to this computer in demo mode (the server checks). */
export function WebhookUrlHint() {
  return (
    <>
      O endereço completo, com <span className="font-mono">https://</span>. Só no modo demonstração
      o painel aceita <span className="font-mono">http://</span>, e apenas para este computador
      (localhost ou 127.0.0.1).
    </>
  );
}
