/** Query keys of the dashboard; one place so invalidations and tests agree. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
