import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ThemeProvider } from './theme/theme-provider';
import { useTheme } from './theme/theme-context';

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      visibleToasts={5}
      duration={5000}
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      // Above the floating theme button (and above the mobile bottom bar).
      offset={{ bottom: 88, right: 24 }}
      mobileOffset={{ bottom: 'calc(var(--bottom-bar-height, 0px) + 72px)' }}
    />
  );
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
