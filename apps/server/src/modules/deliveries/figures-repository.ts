import { defineFigure } from '../../db/figures';
import { recentFailuresSql } from './repository';

/** Deliveries that failed for good in the last 24 hours (a figure of the dashboard). */
export const recentFailuresFigure = defineFigure('recent_failures', recentFailuresSql, (value) =>
  Number(value ?? 0),
);
