import type { PermissionKey } from '../permissions';

/**
 * What a key may do (docs/decisions/2026-12-05-integrations.md): each scope names exactly the
 * permissions it grants, and a key's permission map is the union of its scopes' (no `manage_X`
 * implying `view_X`: a key that grants points does not read the purchases). Every `/api/v1`
 * endpoint is a panel endpoint whose access one of these permissions is.
 */
export const integrationScopes = {
  'members:read': {
    label: 'Ler a ficha dos membros',
    description:
      'Whitelist, blacklist, cargos do Discord, pontos e contas do jogo de um membro, pelo ID do Discord.',
    permissions: ['view_members'],
  },
  'applications:read': {
    label: 'Ler whitelists, inscrições e apelações',
    description: 'As listas de whitelists, inscrições e apelações, com as respostas e as decisões.',
    permissions: ['view_allowlists', 'view_insertions', 'view_appeals'],
  },
  'blacklist:write': {
    label: 'Adicionar e remover da blacklist',
    description: 'Lista, adiciona (com evidências) e remove entradas da blacklist.',
    permissions: ['view_blacklist', 'manage_blacklist'],
  },
  'points:write': {
    label: 'Dar e tirar pontos',
    description: 'Ajusta os pontos da loja de um membro, com o motivo.',
    permissions: ['manage_store'],
  },
  'purchases:read': {
    label: 'Ler as compras da loja',
    description: 'As compras feitas na loja, com o produto, o membro e a entrega.',
    permissions: ['view_store'],
  },
} as const satisfies Record<
  string,
  { label: string; description: string; permissions: readonly PermissionKey[] }
>;

export type IntegrationScope = keyof typeof integrationScopes;
export const integrationScopeIds = Object.keys(integrationScopes) as IntegrationScope[];

/** Where other tools call the panel with a key; no session cookie is read under it. */
export const integrationApiPrefix = '/api/v1/';

/** Where the server serves its OpenAPI document and its reader. */
export const apiDocsPath = '/api/docs';
