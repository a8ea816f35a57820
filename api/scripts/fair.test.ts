/**
 * The command-line verifier (`npm run -s fair -- …`) as ops and players run it: one JSON line per
 * check, usage errors on stderr with status 2. Slot vectors are the engines' own rounds.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playSingle } from '../src/features/casino/engines.ts';
import { fairFloats } from '../src/domain/casino/fair/stream.ts';

const SCRIPT = resolve(import.meta.dirname, 'fair.ts');
const SEEDS = { serverSeed: '2556cf545eac783311330fdcb6e39ecdd8143bdeff048d791e9c7c81d5080ba8', clientSeed: '6d9488b80f884274' };

function fair(...args: string[]) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
  return { status: run.status, json: run.status === 0 ? JSON.parse(run.stdout) : null, stderr: run.stderr };
}
const verify = (game: string, nonce: number, ...more: string[]) =>
  fair('verify', '--game', game, '--server-seed', SEEDS.serverSeed, '--client-seed', SEEDS.clientSeed, '--nonce', String(nonce), ...more);

describe('npm run fair -- verify --game slots', () => {
  it('prints a slot round’s outcome exactly as the round records it, free spins included', () => {
    const carnaval = verify('slots', 1, '--slot', 'carnaval-do-rio');
    expect(carnaval.status, carnaval.stderr).toBe(0);
    expect(carnaval.json).toEqual(playSingle({ engine: 'slots.video', stakeCentavos: 100 }, fairFloats({ ...SEEDS, nonce: 1 })).outcome);
    expect(carnaval.json.base_spin.stops).toEqual([13, 23, 31, 3, 1]);
    expect(carnaval.json.free_spins).toHaveLength(10);
    expect(verify('slots', 7, '--slot', 'sete-da-sorte').json).toMatchObject({ stops: [11, 23, 28], win: 'oneCherry', multiplier: 2 });
    expect(verify('slots', 0, '--slot', 'amazonia-243', '--show-hash').json).toMatchObject({
      stops: [36, 18, 35, 27, 25],
      coins: 130,
      serverSeedHash: 'f45d1f0b9ea72982d695b3bc8890e8d014c26fa5414f818596d6f26b47b0ce5f',
    });
  });

  it('needs a known --slot, and --slot only with slots', () => {
    for (const args of [[], ['--slot', 'roleta-europeia']]) {
      const answer = verify('slots', 0, ...args);
      expect(answer.status).toBe(2);
      expect(answer.stderr).toMatch(/--slot (is required|must be one of sete-da-sorte, carnaval-do-rio, amazonia-243)/);
    }
    expect(verify('dice', 0, '--slot', 'sete-da-sorte').stderr).toContain('--slot applies to --game slots only');
  });
});

describe('npm run fair -- verify --game blackjack', () => {
  it('replays a hand with its actions: split aces take one card each, then the dealer draws', () => {
    expect(verify('blackjack', 120, '--actions', 'split').json).toEqual({
      hands: [
        ['A-spade', '7-diamond'],
        ['A-heart', '10-heart'],
      ],
      dealer: ['4-heart', '4-heart', '7-heart', '2-heart'],
      actions: ['split'],
      phase: 'settled',
    });
  });

  it('refuses an unknown action or one the rules did not allow then', () => {
    expect(verify('blackjack', 120, '--actions', 'surrender')).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown action "surrender"') });
    expect(verify('blackjack', 120, '--actions', 'split,hit')).toMatchObject({ status: 2, stderr: expect.stringContaining('action 2 (hit) is not allowed') });
  });
});
