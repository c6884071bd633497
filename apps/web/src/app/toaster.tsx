import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from './theme/theme-context';

/** The toasts' corner, loaded after the first screen (see providers.tsx). */
export function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      visibleToasts={5}
      duration={5000}
      closeButton
      containerAriaLabel="Notificações"
      // The theme's surface colours, not sonner's own black and white. Clickable also while a
      // dialog is open (a modal turns off pointer events around it): a decision taken in a
      // dialog is undone from its toast.
      style={
        {
          pointerEvents: 'auto',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      // Above the mobile bottom bar.
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 'calc(var(--bottom-bar-height, 0px) + 16px)' }}
    />
  );
}
