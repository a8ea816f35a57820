/** The sports channels; listening on them is the SDK's `useChannelEvent` (one copy for every remote). */
export { useChannelEvent, useHasRealtime } from '@palpite/shared';

export const liveChannel = () => 'public:sports.live';
export const matchChannel = (matchId: number | string) => `public:match.${matchId}`;
