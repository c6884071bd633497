import { useQuery } from '@tanstack/react-query';
import type { DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import { staleTimes } from '@panel/contract/constants';
import { blacklistEndpoints } from '@panel/contract/endpoints/blacklist';
import { callEndpoint } from '@/lib/api-client';
import { discordInviteKeys } from '@/lib/query-keys';

/** `GET /api/blacklist/discord-invites/:code`: the server the invite leads to, asked of Discord. */
export function getDiscordInvite(code: string, signal?: AbortSignal): Promise<DiscordInviteGuild> {
  return callEndpoint(blacklistEndpoints.findDiscordInvite, { params: { code }, signal });
}

/** The server behind an invite code; off while there is no code. */
export function useDiscordInvite(code: string | null) {
  return useQuery({
    queryKey: discordInviteKeys.byCode(code ?? ''),
    queryFn: ({ signal }) => getDiscordInvite(code ?? '', signal),
    enabled: code !== null,
    // An invite may expire or change hands: asked again after a short while, not kept a list's time.
    staleTime: staleTimes.audit,
  });
}
