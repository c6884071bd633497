import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { allowlistKind, insertionKind } from './application-kinds';

describe('application kinds', () => {
  it('call the paths and need the permissions of the contract', () => {
    expect(allowlistKind).toMatchObject({
      listPath: endpoints.listAllowlists.path,
      approvePath: endpoints.approveAllowlist.path,
      rejectPath: endpoints.rejectAllowlist.path,
      exportPath: endpoints.exportAllowlists.path,
      managePermission: endpoints.approveAllowlist.access,
    });
    expect(endpoints.rejectAllowlist.access).toBe(allowlistKind.managePermission);
    expect(insertionKind).toMatchObject({
      listPath: endpoints.listInsertions.path,
      approvePath: endpoints.approveInsertion.path,
      rejectPath: endpoints.rejectInsertion.path,
      exportPath: endpoints.exportInsertions.path,
      managePermission: endpoints.approveInsertion.access,
    });
    expect(endpoints.rejectInsertion.access).toBe(insertionKind.managePermission);
  });
});
