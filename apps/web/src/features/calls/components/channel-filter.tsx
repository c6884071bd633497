import type { ConnectedCalls } from '@panel/contract/api/calls';
import type { SelectFilter } from '@/components/filter-bar';

/** "Todos os canais" or one voice channel with members now, with how many. */
export function channelFilter(
  channels: ConnectedCalls['channels'],
  channelId: string | null,
  onChange: (channelId: string | null) => void,
): SelectFilter {
  // The chosen channel stays a choice after its last member left.
  const choices =
    channelId && !channels.some(({ id }) => id === channelId)
      ? [...channels, { id: channelId, name: 'Canal sem usuários', count: 0 }]
      : channels;
  return {
    kind: 'select',
    id: 'calls-channel',
    label: 'Canal',
    values: choices.map(({ id }) => id),
    labels: Object.fromEntries(choices.map(({ id, name, count }) => [id, `${name} (${count})`])),
    allLabel: 'Todos os canais',
    value: channelId,
    onChange,
    triggerClassName: 'w-full',
  };
}
