import type { CatalogRole } from './guild-catalog';

/** Discord's role colour as CSS; 0 means "no colour". */
export function roleColor(color: number): string | null {
  return color === 0 ? null : `#${color.toString(16).padStart(6, '0')}`;
}

/** Roles highest first, as Discord lists them. */
export function rolesByPosition<T extends { position: number }>(roles: readonly T[]): T[] {
  return [...roles].sort((a, b) => b.position - a.position);
}

/** Why the bot cannot give or take the role, if it cannot. */
export function roleLimit(role: CatalogRole): string | null {
  if (role.managed) return 'Gerenciado por integração';
  if (!role.assignable) return 'Acima do cargo do bot';
  return null;
}
