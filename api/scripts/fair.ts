/**
 * `npm run -s fair -- verify --game <roulette|dice|keno|cards|videopoker|slots|blackjack> --server-seed S
 *  --client-seed C --nonce N [--count K] [--slot SLUG] [--actions A,B,…] [--show-hash]` recomputes a
 * bet's outcome from its seeds and prints one JSON line: {"number":n}, {"roll":x}, {"drawn":[…]},
 * {"cards":[…]} (the first K cards with replacement, default 8) or {"cards":[…10]} (video poker,
 * without replacement); for `slots` (`--slot sete-da-sorte|carnaval-do-rio|amazonia-243`) the
 * round's outcome exactly as the round records it (stops, window, wins; Carnaval do Rio's free
 * spins); for `blackjack` the hand replayed with the player's actions in order
 * ({"hands":[[…]],"dealer":[…],"actions":[…]}); plus "serverSeedHash" with --show-hash.
 * `npm run -s fair -- hash --server-seed S` prints {"serverSeedHash":"…"}.
 * Bad arguments print a message to stderr and exit with status 2.
 */
import { parseArgs } from 'node:util';
import { act, deal, IllegalActionError, PLAYER_ACTIONS, type PlayerAction } from '../src/domain/casino/blackjack/round.ts';
import { IN_HOUSE_GAMES } from '../src/domain/casino/catalogue.ts';
import { cardName } from '../src/domain/casino/fair/cards.ts';
import { cardsWithReplacement, cardsWithoutReplacement, diceRoll, kenoDraw, rouletteNumber } from '../src/domain/casino/fair/mappings.ts';
import { clientSeedProblem, hashServerSeed, isServerSeed } from '../src/domain/casino/fair/seeds.ts';
import { fairFloats, type SeedPair } from '../src/domain/casino/fair/stream.ts';
import { playSingle } from '../src/features/casino/engines.ts';

const GAMES = ['roulette', 'dice', 'keno', 'cards', 'videopoker', 'slots', 'blackjack'] as const;
type Game = (typeof GAMES)[number];
const MAX_CARDS = 1000;
/** The in-house slots by slug (the game page's address), with their engines. */
const SLOTS_BY_SLUG = new Map(
  IN_HOUSE_GAMES.flatMap((game) =>
    game.engine === 'slots.classic' || game.engine === 'slots.video' || game.engine === 'slots.ways' ? [[game.slug, game.engine] as const] : [],
  ),
);
const SLOT_SLUGS = [...SLOTS_BY_SLUG.keys()];

const USAGE = `usage:
  npm run -s fair -- verify --game <${GAMES.join('|')}> --server-seed <64 hex> --client-seed <text> --nonce <n> [--show-hash]
    --count <k>        with --game cards: how many cards (default 8)
    --slot <slug>      with --game slots (required): ${SLOT_SLUGS.join(', ')}
    --actions <a,b,…>  with --game blackjack: the hand's actions in order (${PLAYER_ACTIONS.join(', ')})
  npm run -s fair -- hash --server-seed <64 hex>`;

class UsageError extends Error {}

/** A slot round's outcome as the round records it (the stake does not change the outcome). */
function slotOutcome(slot: string | undefined, seeds: SeedPair): Record<string, unknown> {
  if (slot === undefined) throw new UsageError('--slot is required with --game slots');
  const engine = SLOTS_BY_SLUG.get(slot);
  if (!engine) throw new UsageError(`--slot must be one of ${SLOT_SLUGS.join(', ')}, got "${slot}"`);
  return playSingle({ engine, stakeCentavos: 100 }, fairFloats(seeds)).outcome;
}

/** A blackjack hand dealt from the stream and played with the given actions, as the engine plays it. */
function blackjackOutcome(actionsText: string | undefined, seeds: SeedPair): Record<string, unknown> {
  const actions = actionsText === undefined || actionsText === '' ? [] : actionsText.split(',');
  const unknown = actions.find((action) => !PLAYER_ACTIONS.includes(action as PlayerAction));
  if (unknown !== undefined) throw new UsageError(`--actions: unknown action "${unknown}" (${PLAYER_ACTIONS.join(', ')})`);
  let round = deal(100, fairFloats(seeds));
  for (const [index, action] of actions.entries()) {
    try {
      round = act(round, action as PlayerAction, fairFloats(seeds, round.nextCard));
    } catch (error) {
      if (error instanceof IllegalActionError) throw new UsageError(`--actions: action ${index + 1} (${action}) is not allowed then (${round.phase})`);
      throw error;
    }
  }
  return {
    hands: round.hands.map((hand) => hand.cards.map(cardName)),
    dealer: round.dealer.map(cardName),
    actions: round.actions,
    phase: round.phase,
  };
}

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
        slot: { type: 'string' },
        actions: { type: 'string' },
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
  if (options.slot !== undefined && game !== 'slots') throw new UsageError('--slot applies to --game slots only');
  if (options.actions !== undefined && game !== 'blackjack') throw new UsageError('--actions applies to --game blackjack only');
  const count = options.count === undefined ? 8 : integer('count', options.count, 1, MAX_CARDS);

  const seeds = { serverSeed, clientSeed, nonce };
  const floats = fairFloats(seeds);
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
      case 'slots':
        return slotOutcome(options.slot, seeds);
      case 'blackjack':
        return blackjackOutcome(options.actions, seeds);
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
