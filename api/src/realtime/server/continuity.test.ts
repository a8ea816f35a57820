import { describe, expect, it } from 'vitest';
import type { ChannelEvent, HistoryRead } from './broker.ts';
import { planAttach } from './continuity.ts';

const event = (serial: string): ChannelEvent => ({ channel: 'c', serial, connectionId: undefined, frame: Buffer.from(serial) });
const history = (floorSerial: string, lastSerial: string, serials: string[]): HistoryRead => ({
  exists: true,
  floorSerial,
  lastSerial,
  events: serials.map(event),
});

describe('planAttach', () => {
  it('attaches a new subscriber at the channel position', () => {
    expect(planAttach(history('0-0', '5-1', []), undefined, false)).toEqual({ resumed: false, channelSerial: '5-1', replay: [] });
    expect(planAttach({ exists: false, lastSerial: '0-0' }, undefined, false)).toEqual({ resumed: false, channelSerial: '0-0', replay: [] });
  });

  it('resumes and replays when nothing after the serial was dropped', () => {
    const plan = planAttach(history('3-0', '7-0', ['6-0', '7-0']), '5-0', true);
    expect(plan).toMatchObject({ resumed: true, channelSerial: '5-0' });
    expect(plan.replay.map((item) => item.serial)).toEqual(['6-0', '7-0']);
    expect(planAttach(history('5-0', '5-0', []), '5-0', false)).toMatchObject({ resumed: true, replay: [] });
  });

  it('replays what is left but reports lost continuity when history was trimmed past the serial', () => {
    const plan = planAttach(history('6-0', '8-0', ['7-0', '8-0']), '5-0', true);
    expect(plan).toMatchObject({ resumed: false, channelSerial: '6-0', error: { code: 90003 } });
    expect(plan.replay).toHaveLength(2);
  });

  it('attaches from now for a serial the channel never issued', () => {
    expect(planAttach(history('0-0', '8-0', []), '9-0', true)).toMatchObject({ resumed: false, channelSerial: '8-0', replay: [], error: { code: 90003 } });
    expect(planAttach(history('0-0', '8-0', []), 'garbage', true)).toEqual({ resumed: false, channelSerial: '8-0', replay: [] });
  });

  it('trusts an empty history only for a resumed connection (it was away less than the window)', () => {
    expect(planAttach({ exists: false, lastSerial: '0-0' }, '4-2', true)).toMatchObject({ resumed: true, channelSerial: '4-2' });
    expect(planAttach({ exists: false, lastSerial: '0-0' }, '4-2', false)).toMatchObject({ resumed: false, error: { code: 90003 } });
  });
});
