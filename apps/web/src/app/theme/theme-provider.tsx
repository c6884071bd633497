import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { applyTheme, initialTheme, storeTheme, type Theme } from '@/lib/theme';
import { ThemeContext } from './theme-context';

const themeNames: Record<Theme, string> = { dark: 'escuro', light: 'claro' };

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(() => {
    const theme = initialTheme();
    applyTheme(theme);
    return theme;
  });

  const toggleTheme = useCallback(() => {
    const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    applyTheme(next);
    storeTheme(next);
    setTheme(next);
    toast.message('Tema alterado', { description: `Tema alterado para ${themeNames[next]}` });
  }, []);

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
