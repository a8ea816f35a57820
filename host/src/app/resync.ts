/**
 * What the shell reads again after realtime lost continuity on `channels`: the player's own data
 * (balances, notifications) after their private channel's gap, the current announcement after the
 * general channel's; the other channels' readers (live lists, match pages, the slip) catch up
 * themselves. A visitor's public gaps so ask nothing of the player endpoints.
 */
export function resyncReads(channels: readonly string[]): { playerData: boolean; announcement: boolean } {
  return {
    playerData: channels.some((channel) => channel.startsWith('private:')),
    announcement: channels.includes('public:general'),
  };
}
