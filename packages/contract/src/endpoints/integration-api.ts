import type { IntegrationScope } from '../api/integration-values';
import { integrationApiPrefix } from '../api/integration-values';
import type { endpointRoutes } from '../endpoint-routes';

/**
 * The panel endpoints other tools may call with a key, each under `/api/v1` with the same
 * schemas, answers and errors, and the scope that opens it (its access is one of the scope's
 * permissions: `integration-api.test.ts`). Nothing else is reachable with a key
 * (docs/decisions/2026-12-05-integrations.md).
 */
export const integrationApi = {
  getMemberFile: 'members:read',
  listAllowlists: 'applications:read',
  listInsertions: 'applications:read',
  listAppeals: 'applications:read',
  listBlacklist: 'blacklist:write',
  createBlacklist: 'blacklist:write',
  removeBlacklist: 'blacklist:write',
  grantStorePoints: 'points:write',
  listStorePurchases: 'purchases:read',
} as const satisfies Partial<Record<keyof typeof endpointRoutes, IntegrationScope>>;

export type IntegrationEndpointId = keyof typeof integrationApi;

/** `/api/members/:discordId` → `/api/v1/members/:discordId`. */
export function integrationPathOf(path: string): string {
  return path.replace(/^\/api\//, integrationApiPrefix);
}
