/** The picture of a Discord user: a full URL as is, or a Discord avatar hash turned into its CDN URL. */
export function avatarUrl(user: { id: string; avatar: string | null }): string | null {
  const { avatar } = user;
  if (!avatar) return null;
  if (/^https?:\/\//.test(avatar) || avatar.startsWith('/')) return avatar;
  const extension = avatar.startsWith('a_') ? 'gif' : 'png';
  return `https://cdn.discordapp.com/avatars/${user.id}/${avatar}.${extension}?size=128`;
}
