import type { MyWhitelist } from '@panel/contract/api/applications';

export type ClosedStanding = MyWhitelist & { standing: Exclude<MyWhitelist['standing'], 'open'> };

/** Whether the member has nothing to send: a request pending, approved, or waiting out a rejection. */
export function isClosedStanding(whitelist: MyWhitelist | undefined): whitelist is ClosedStanding {
  return whitelist !== undefined && whitelist.standing !== 'open';
}
