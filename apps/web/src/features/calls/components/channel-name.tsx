import type { ConnectedCallChannel, ConnectedCallUser } from '@panel/contract/api/calls';

/** Each voice channel's category, as the server listed the channels with members. */
export function categoriesOf(channels: readonly ConnectedCallChannel[]): Map<string, string> {
  const categories = new Map<string, string>();
  for (const { id, categoryName } of channels) {
    if (categoryName) categories.set(id, categoryName);
  }
  return categories;
}

interface ChannelNameProps {
  user: ConnectedCallUser;
  categories: Map<string, string>;
}

/** The member's voice channel as Discord names it, with its category under it. */
export function ChannelName({ user, categories }: ChannelNameProps) {
  const category = categories.get(user.channelId);
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="wrap-anywhere">{user.callName ?? 'Canal desconhecido'}</span>
      {category ? (
        <span className="text-xs tracking-wide text-muted-foreground uppercase wrap-anywhere">
          {category}
        </span>
      ) : null}
    </span>
  );
}
