import { describe, expect, it } from 'vitest';
import { parseTimelineKinds } from './use-timeline-kinds';

describe('parseTimelineKinds', () => {
  it("reads the kinds of the address in the contract's order, each once", () => {
    expect(parseTimelineKinds(new URLSearchParams('tipos=ticket,blacklist,ticket'))).toEqual({
      kinds: ['blacklist', 'ticket'],
    });
  });

  it('drops what a stale or hand-edited link names that is no kind', () => {
    expect(parseTimelineKinds(new URLSearchParams('tipos=foo,,note'))).toEqual({
      kinds: ['note'],
    });
    expect(parseTimelineKinds(new URLSearchParams(''))).toEqual({ kinds: [] });
  });
});
