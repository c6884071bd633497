import { toast } from './toast';

/**
 * Copies a code to the clipboard. A failure (the clipboard is missing outside secure contexts)
 * is told in a toast with the way out, copying by hand. Resolves whether it copied.
 */
export async function copyCode(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    toast.error('Não foi possível copiar', {
      description: 'Selecione o código e copie manualmente.',
    });
    return false;
  }
}
