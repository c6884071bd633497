import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { ticketPaths } from './ticket-paths';

describe('ticketPaths', () => {
  it('matches the contract', () => {
    expect(ticketPaths.list).toBe(endpoints.listTickets.path);
    expect(ticketPaths.open).toBe(endpoints.openTicket.path);
    expect(ticketPaths.mine).toBe(endpoints.myTickets.path);
    expect(ticketPaths.generateUnlockCode).toBe(endpoints.generateUnlockCode.path);
    expect(ticketPaths.decision('7', 'approve')).toBe(
      endpoints.approveTicket.path.replace(':id', '7'),
    );
    expect(ticketPaths.decision('7', 'reject')).toBe(
      endpoints.rejectTicket.path.replace(':id', '7'),
    );
    expect(ticketPaths.decision('7', 'cancel')).toBe(
      endpoints.cancelTicket.path.replace(':id', '7'),
    );
  });
});
