import type { TeamFigures } from '@panel/contract/api/team';
import {
  addHistograms,
  emptyHistogram,
  histogramPercentile,
  type Histogram,
} from '../../../db/rollups/histogram';

/** A row of `team_staff_days`: totals up to a day, or (subtracted) over a period. */
export interface RunningTotals {
  whitelistApproved: number;
  whitelistRejected: number;
  insertionApproved: number;
  insertionRejected: number;
  discordDecisions: number;
  decisionsUndone: number;
  waitSeconds: number;
  waitHistogram: Histogram;
  ticketsDecided: number;
  closeSeconds: number;
  closeHistogram: Histogram;
  blacklistAdded: number;
  refunds: number;
}

export function zeroTotals(): RunningTotals {
  return {
    whitelistApproved: 0,
    whitelistRejected: 0,
    insertionApproved: 0,
    insertionRejected: 0,
    discordDecisions: 0,
    decisionsUndone: 0,
    waitSeconds: 0,
    waitHistogram: emptyHistogram(),
    ticketsDecided: 0,
    closeSeconds: 0,
    closeHistogram: emptyHistogram(),
    blacklistAdded: 0,
    refunds: 0,
  };
}

/** `a` plus `b` (or minus, with `sign` -1), field by field. */
export function combineTotals(a: RunningTotals, b: RunningTotals, sign: 1 | -1 = 1): RunningTotals {
  return {
    whitelistApproved: a.whitelistApproved + sign * b.whitelistApproved,
    whitelistRejected: a.whitelistRejected + sign * b.whitelistRejected,
    insertionApproved: a.insertionApproved + sign * b.insertionApproved,
    insertionRejected: a.insertionRejected + sign * b.insertionRejected,
    discordDecisions: a.discordDecisions + sign * b.discordDecisions,
    decisionsUndone: a.decisionsUndone + sign * b.decisionsUndone,
    waitSeconds: a.waitSeconds + sign * b.waitSeconds,
    waitHistogram: addHistograms(a.waitHistogram, b.waitHistogram, sign),
    ticketsDecided: a.ticketsDecided + sign * b.ticketsDecided,
    closeSeconds: a.closeSeconds + sign * b.closeSeconds,
    closeHistogram: addHistograms(a.closeHistogram, b.closeHistogram, sign),
    blacklistAdded: a.blacklistAdded + sign * b.blacklistAdded,
    refunds: a.refunds + sign * b.refunds,
  };
}

/** What happened between two running totals: the later minus the earlier (absent: nothing). */
export function totalsBetween(
  before: RunningTotals | undefined,
  after: RunningTotals | undefined,
): RunningTotals {
  return combineTotals(after ?? zeroTotals(), before ?? zeroTotals(), -1);
}

const hourSeconds = 3600;

/** Hours with two decimals. */
function hoursOf(seconds: number | null): number | null {
  return seconds === null ? null : Math.round((seconds / hourSeconds) * 100) / 100;
}

/** A period's totals as the table shows them, with its time on duty. */
export function figuresOf(totals: RunningTotals, dutySeconds: number): TeamFigures {
  const approved = totals.whitelistApproved + totals.insertionApproved;
  const rejected = totals.whitelistRejected + totals.insertionRejected;
  const decided = approved + rejected;
  return {
    whitelistDecided: totals.whitelistApproved + totals.whitelistRejected,
    insertionDecided: totals.insertionApproved + totals.insertionRejected,
    approved,
    rejected,
    approvalRate: decided > 0 ? Math.round((approved / decided) * 10_000) / 10_000 : null,
    medianWaitHours: hoursOf(histogramPercentile(totals.waitHistogram, 0.5)),
    p90WaitHours: hoursOf(histogramPercentile(totals.waitHistogram, 0.9)),
    undone: totals.decisionsUndone,
    ticketsHandled: totals.ticketsDecided,
    medianCloseHours: hoursOf(histogramPercentile(totals.closeHistogram, 0.5)),
    blacklistAdded: totals.blacklistAdded,
    refunds: totals.refunds,
    discordDecisions: totals.discordDecisions,
    panelDecisions: decided - totals.discordDecisions,
    dutyHours: hoursOf(dutySeconds) ?? 0,
  };
}

/** Whether nothing at all happened in the period. */
export function isIdle(totals: RunningTotals, dutySeconds: number): boolean {
  return (
    dutySeconds === 0 &&
    totals.whitelistApproved === 0 &&
    totals.whitelistRejected === 0 &&
    totals.insertionApproved === 0 &&
    totals.insertionRejected === 0 &&
    totals.decisionsUndone === 0 &&
    totals.ticketsDecided === 0 &&
    totals.blacklistAdded === 0 &&
    totals.refunds === 0
  );
}
