import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { allowlistKind, insertionKind } from './application-kinds';

describe('application kinds', () => {
  it('call the endpoints and need the permissions of the contract', () => {
    expect(allowlistKind).toMatchObject({
      endpoints: {
        list: endpoints.listAllowlists,
        approve: endpoints.approveAllowlist,
        reject: endpoints.rejectAllowlist,
        export: endpoints.exportAllowlists,
      },
      managePermission: endpoints.approveAllowlist.access,
    });
    expect(endpoints.rejectAllowlist.access).toBe(allowlistKind.managePermission);
    expect(insertionKind).toMatchObject({
      endpoints: {
        list: endpoints.listInsertions,
        approve: endpoints.approveInsertion,
        reject: endpoints.rejectInsertion,
        export: endpoints.exportInsertions,
      },
      managePermission: endpoints.approveInsertion.access,
    });
    expect(endpoints.rejectInsertion.access).toBe(insertionKind.managePermission);
  });
});
