// "Comunidade" as its endpoint answers it: every series one value per day, zero unless told.
import type { CommunityAnalytics } from '@panel/contract/api/analytics';

const days = ['2026-12-03', '2026-12-04', '2026-12-05'];
const zeros = () => days.map(() => 0);

export function communityAnalytics(
  overrides: Partial<CommunityAnalytics> = {},
): CommunityAnalytics {
  return {
    period: { from: days[0] ?? '', to: days.at(-1) ?? '', days: days.length },
    days,
    applications: {
      submitted: zeros(),
      approved: zeros(),
      rejected: zeros(),
      funnel: { submitted: 0, approved: 0, joined: 0 },
      medianWaitHours: null,
    },
    voice: {
      minutes: zeros(),
      heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
      topChannels: [],
    },
    store: { earned: zeros(), spent: zeros(), refunds: zeros(), topProducts: [] },
    game: { allowed: zeros(), refused: zeros(), servers: [], refusalReasons: [] },
    blacklist: { months: ['2026-11', '2026-12'], added: [0, 0], lifted: [0, 0] },
    ...overrides,
  };
}
