/**
 * `npm run -s fair -- verify --game <roulette|dice|keno|cards|videopoker> --server-seed S
 *  --client-seed C --nonce N [--count K] [--show-hash]` recomputes a bet's outcome from its seeds
 * and prints one JSON line: {"number":n}, {"roll":x}, {"drawn":[…]}, {"cards":[…]} (the first K
 * cards with replacement, default 8) or {"cards":[…10]} (video poker, without replacement), plus
 * "serverSeedHash" with --show-hash.
 * `npm run -s fair -- hash --server-seed S` prints {"serverSeedHash":"…"}.
 * Bad arguments print a message to stderr and exit with status 2.
 */
import { parseArgs } from 'node:util';
import { cardName } from '../src/domain/casino/fair/cards.ts';
import { cardsWithReplacement, cardsWithoutReplacement, diceRoll, kenoDraw, rouletteNumber } from '../src/domain/casino/fair/mappings.ts';
import { clientSeedProblem, hashServerSeed, isServerSeed } from '../src/domain/casino/fair/seeds.ts';
import { fairFloats } from '../src/domain/casino/fair/stream.ts';

const GAMES = ['roulette', 'dice', 'keno', 'cards', 'videopoker'] as const;
type Game = (typeof GAMES)[number];
const MAX_CARDS = 1000;

const USAGE = `usage:
  npm run -s fair -- verify --game <${GAMES.join('|')}> --server-seed <64 hex> --client-seed <text> --nonce <n> [--count <k>] [--show-hash]
  npm run -s fair -- hash --server-seed <64 hex>`;

class UsageError extends Error {}

function integer(name: string, text: string | undefined, min: number, max: number): number {
  if (text === undefined) throw new UsageError(`--${name} is required`);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return Number(text);
}

function serverSeedOf(value: string | undefined): string {
  if (value === undefined) throw new UsageError('--server-seed is required');
  if (!isServerSeed(value)) throw new UsageError('--server-seed must be 64 lowercase hex characters (the revealed seed, not its hash)');
  return value;
}

function run(argv: string[]): Record<string, unknown> {
  const [command, ...rest] = argv;
  if (command !== 'verify' && command !== 'hash') throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      options: {
        game: { type: 'string' },
        'server-seed': { type: 'string' },
        'client-seed': { type: 'string' },
        nonce: { type: 'string' },
        count: { type: 'string' },
        'show-hash': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const options = parsed.values;
  const serverSeed = serverSeedOf(options['server-seed']);
  if (command === 'hash') return { serverSeedHash: hashServerSeed(serverSeed) };

  const game = options.game as Game | undefined;
  if (game === undefined) throw new UsageError('--game is required');
  if (!GAMES.includes(game)) throw new UsageError(`--game must be one of ${GAMES.join(', ')}, got "${game}"`);
  const clientSeed = options['client-seed'];
  if (clientSeed === undefined) throw new UsageError('--client-seed is required');
  const problem = clientSeedProblem(clientSeed);
  if (problem) throw new UsageError(`--client-seed: ${problem}`);
  const nonce = integer('nonce', options.nonce, 0, Number.MAX_SAFE_INTEGER);
  if (options.count !== undefined && game !== 'cards') throw new UsageError('--count applies to --game cards only');
  const count = options.count === undefined ? 8 : integer('count', options.count, 1, MAX_CARDS);

  const floats = fairFloats({ serverSeed, clientSeed, nonce });
  const result: Record<string, unknown> = (() => {
    switch (game) {
      case 'roulette':
        return { number: rouletteNumber(floats) };
      case 'dice':
        return { roll: diceRoll(floats) };
      case 'keno':
        return { drawn: kenoDraw(floats) };
      case 'cards':
        return { cards: cardsWithReplacement(floats, count).map(cardName) };
      case 'videopoker':
        return { cards: cardsWithoutReplacement(floats, 10).map(cardName) };
    }
  })();
  if (options['show-hash']) result.serverSeedHash = hashServerSeed(serverSeed);
  return result;
}

try {
  console.log(JSON.stringify(run(process.argv.slice(2))));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`fair: ${error.message}\n${USAGE}`);
  process.exitCode = 2;
}
