import type { FirstScreens } from '@/lib/first-screen';

export const firstScreens: FirstScreens = {
  dashboard: {
    prefetch: async (queryClient) => {
      const { getDashboardQueryOptions } = await import('./api/get-dashboard');
      await queryClient.prefetchQuery(getDashboardQueryOptions());
    },
  },
};
