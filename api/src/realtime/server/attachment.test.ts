import { describe, expect, it } from 'vitest';
import { Flag } from '../protocol/constants.ts';
import { Attachment, type Subscriber } from './attachment.ts';
import type { ChannelEvent } from './broker.ts';

const event = (serial: string): ChannelEvent => ({ channel: 'public:odds', serial, connectionId: undefined, frame: Buffer.from(serial) });

function recordingSubscriber(): Subscriber & { sent: string[] } {
  const sent: string[] = [];
  return { id: 'me', echo: true, sent, sendFrame: (frame) => sent.push(frame.toString()) };
}

describe('Attachment', () => {
  it('sends held events newer than the replay after it, each once', () => {
    const subscriber = recordingSubscriber();
    const attachment = new Attachment('public:odds', subscriber, 0, Flag.SUBSCRIBE);
    attachment.deliver(event('5-0'));
    attachment.deliver(event('6-0'));
    attachment.complete([event('4-0'), event('5-0')], '3-0');
    expect(subscriber.sent).toEqual(['4-0', '5-0', '6-0']);
  });

  it('drops a live event the replay already sent when it arrives after ATTACHED (Redis feed behind the history read)', () => {
    const subscriber = recordingSubscriber();
    const attachment = new Attachment('public:odds', subscriber, 0, Flag.SUBSCRIBE);
    attachment.complete([event('7-0'), event('8-0')], '6-0');
    attachment.deliver(event('7-0'));
    attachment.deliver(event('8-0'));
    attachment.deliver(event('9-0'));
    expect(subscriber.sent).toEqual(['7-0', '8-0', '9-0']);
    expect(attachment.lastSerial).toBe('9-0');
  });

  it('drops a late live event at or below the position it attached at', () => {
    const subscriber = recordingSubscriber();
    const attachment = new Attachment('public:odds', subscriber, 0, Flag.SUBSCRIBE);
    attachment.complete([], '10-0');
    attachment.deliver(event('10-0'));
    attachment.deliver(event('10-1'));
    expect(subscriber.sent).toEqual(['10-1']);
  });
});
