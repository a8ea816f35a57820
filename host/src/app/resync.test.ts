import { describe, expect, it } from 'vitest';
import { resyncReads } from './resync.ts';

describe('what the shell reads again after a realtime gap', () => {
  it('reads the player’s data only after their own channel’s gap, the announcement after the general channel’s', () => {
    expect(resyncReads(['private:user.42'])).toEqual({ playerData: true, announcement: false });
    expect(resyncReads(['public:general', 'public:sports.live'])).toEqual({ playerData: false, announcement: true });
    expect(resyncReads(['public:match.7'])).toEqual({ playerData: false, announcement: false });
  });
});
