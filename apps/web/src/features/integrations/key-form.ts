import {
  integrationKeyNameMax,
  integrationScopeIds,
  type IntegrationScope,
} from '@panel/contract/api/integrations';
import { integrationApi, integrationPathOf } from '@panel/contract/endpoints/integration-api';
import { endpointRoutes } from '@panel/contract/endpoint-routes';

/** How long a new key works: a fixed choice, as secret scanners and auditors expect. */
export const keyValidities = ['30', '90', '365', 'never'] as const;
export type KeyValidity = (typeof keyValidities)[number];

export const keyValidityLabels: Record<KeyValidity, string> = {
  '30': '30 dias',
  '90': '90 dias',
  '365': '1 ano',
  never: 'Sem validade',
};

/** The moment a key chosen now with `validity` stops working; null for never. */
export function expiryOf(validity: KeyValidity, now = new Date()): string | null {
  if (validity === 'never') return null;
  return new Date(now.getTime() + Number(validity) * 24 * 60 * 60_000).toISOString();
}

export interface KeyDraft {
  name: string;
  scopes: IntegrationScope[];
  validity: KeyValidity;
}

export interface KeyDraftErrors {
  name?: string;
  scopes?: string;
}

/** The form's own checks, in the server's words; the server checks them again. */
export function checkKeyDraft(draft: KeyDraft): KeyDraftErrors {
  const errors: KeyDraftErrors = {};
  const name = draft.name.trim();
  if (name.length === 0) errors.name = 'Informe o nome da integração.';
  else if (name.length < 2) errors.name = 'O nome precisa de pelo menos 2 caracteres.';
  else if (name.length > integrationKeyNameMax) {
    errors.name = `O nome pode ter no máximo ${integrationKeyNameMax} caracteres.`;
  }
  if (draft.scopes.length === 0) errors.scopes = 'Escolha pelo menos uma permissão para a chave.';
  return errors;
}

/** The scopes in the table's order, whatever order they were ticked in. */
export function sortScopes(scopes: readonly IntegrationScope[]): IntegrationScope[] {
  return integrationScopeIds.filter((scope) => scopes.includes(scope));
}

/** What each scope opens, as `GET /api/v1/...` lines, for the key's card and the docs. */
export function scopeRoutes(scope: IntegrationScope): string[] {
  return Object.entries(integrationApi)
    .filter(([, owner]) => owner === scope)
    .map(([id]) => {
      const route = endpointRoutes[id as keyof typeof integrationApi];
      return `${route.method} ${integrationPathOf(route.path)}`;
    });
}

/** A first call to try the new key with, in curl: the first read its scopes open. */
export function curlExample(origin: string, apiKey: string, scopes: readonly IntegrationScope[]) {
  const lines = sortScopes(scopes).flatMap(scopeRoutes);
  const read = lines.find((line) => line.startsWith('GET '));
  const auth = `  -H "Authorization: Bearer ${apiKey}" \\`;
  if (read) {
    const path = read.slice('GET '.length).replace(':discordId', 'ID_DO_DISCORD');
    return ['curl \\', auth, `  "${origin}${path}"`].join('\n');
  }
  // Points only: the grant itself, with its JSON body.
  const [, path = ''] = (lines[0] ?? '').split(' ');
  return [
    'curl -X POST \\',
    auth,
    '  -H "Content-Type: application/json" \\',
    `  -d '{"discordId":"ID_DO_DISCORD","amount":10,"reason":"Evento da comunidade"}' \\`,
    `  "${origin}${path}"`,
  ].join('\n');
}
