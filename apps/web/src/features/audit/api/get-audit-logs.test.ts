import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { auditLogsPath } from './get-audit-logs';

describe('auditLogsPath', () => {
  it('matches the contract', () => {
    expect(auditLogsPath).toBe(endpoints.auditLogs.path);
  });
});
