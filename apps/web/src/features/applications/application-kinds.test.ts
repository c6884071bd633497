import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { appealKind } from './appeal-kind';
import { presenceAreas } from '@panel/contract/api/events';
import { allowlistKind, insertionKind } from './application-kinds';

const route = ({ method, path }: { method: string; path: string }) => ({ method, path });

describe('application kinds', () => {
  it('call the endpoints and need the permissions of the contract', async () => {
    expect(allowlistKind).toMatchObject({
      endpoints: {
        list: route(endpoints.listAllowlists),
        approve: route(endpoints.approveAllowlist),
        reject: route(endpoints.rejectAllowlist),
        export: route(endpoints.exportAllowlists),
        approveMany: route(endpoints.approveManyAllowlists),
        rejectMany: route(endpoints.rejectManyAllowlists),
        history: route(endpoints.allowlistHistory),
      },
      managePermission: endpoints.approveAllowlist.access,
    });
    expect(await allowlistKind.endpoints.loadHistory()).toBe(endpoints.allowlistHistory);
    expect(endpoints.rejectAllowlist.access).toBe(allowlistKind.managePermission);
    expect(insertionKind).toMatchObject({
      endpoints: {
        list: route(endpoints.listInsertions),
        approve: route(endpoints.approveInsertion),
        reject: route(endpoints.rejectInsertion),
        export: route(endpoints.exportInsertions),
        approveMany: route(endpoints.approveManyInsertions),
        rejectMany: route(endpoints.rejectManyInsertions),
        history: route(endpoints.insertionHistory),
      },
      managePermission: endpoints.approveInsertion.access,
    });
    expect(await insertionKind.endpoints.loadHistory()).toBe(endpoints.insertionHistory);
    expect(endpoints.rejectInsertion.access).toBe(insertionKind.managePermission);
    expect(appealKind).toMatchObject({
      formType: 'appeal',
      endpoints: {
        list: route(endpoints.listAppeals),
        approve: route(endpoints.approveAppeal),
        reject: route(endpoints.rejectAppeal),
        undo: route(endpoints.undoAppealDecision),
        deliveries: route(endpoints.appealDecisionDeliveries),
        export: route(endpoints.exportAppeals),
        approveMany: route(endpoints.approveManyAppeals),
        rejectMany: route(endpoints.rejectManyAppeals),
        history: route(endpoints.appealHistory),
        revoke: null,
      },
      managePermission: 'manage_appeals',
    });
    expect(await appealKind.endpoints.loadHistory()).toBe(endpoints.appealHistory);
    expect(endpoints.rejectAppeal.access).toBe(appealKind.managePermission);
    expect(endpoints.listAppeals.access).toBe('view_appeals');
  });

  it('share live presence in the areas the events contract names', () => {
    expect([allowlistKind.id, insertionKind.id, appealKind.id]).toEqual([...presenceAreas]);
  });
});
