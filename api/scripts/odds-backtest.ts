/**
 * `npm run -s odds:backtest -- --matches <csv> --from <YYYY-MM-DD> --out <csv>`
 *
 * Walk-forward 1X2 probabilities from the Dixon–Coles model: for every match dated on or after
 * --from, a fit on the matches played strictly before that match's date. Reads football-data.co.uk
 * layouts (Date dd/mm/yyyy or dd/mm/yy, Home/HomeTeam, Away/AwayTeam, HG/FTHG, AG/FTAG; other
 * columns ignored; any row order; UTF-8 or latin-1). --matches may be repeated to walk across
 * several season files; `-` reads standard input. Writes `Date,Home,Away,pH,pD,pA` in date order
 * (`--out -` writes to standard output). Optional: --half-life <days>, --prior-sd <spread of team
 * attack/defence> (defaults: DIXON_COLES_DEFAULTS, tuned on Brazil Série A 2013–2015).
 * Exit codes: 0 ok, 1 unreadable or malformed input / unwritable output, 2 bad arguments.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { walkForward } from '../src/domain/odds/backtest.ts';
import { parseIsoDay } from '../src/domain/odds/calendar.ts';
import type { DixonColesOptions } from '../src/domain/odds/dixon-coles.ts';
import { readFootballData, type FootballDataRow } from './lib/odds-data.ts';

const USAGE = 'usage: npm run -s odds:backtest -- --matches <csv> [--matches <csv> …] --from <YYYY-MM-DD> --out <csv|-> [--half-life <days>] [--prior-sd <sd>]';

function fail(code: number, message: string): never {
  process.stderr.write(`odds:backtest: ${message}\n`);
  if (code === 2) process.stderr.write(`${USAGE}\n`);
  process.exit(code);
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Six decimals that add up to exactly 1: round home and draw, give the away column the rest. */
function formatProbabilities(home: number, draw: number): [string, string, string] {
  const h = Math.round(home * 1e6);
  const d = Math.round(draw * 1e6);
  const a = 1_000_000 - h - d;
  return [h, d, a].map((v) => (v / 1e6).toFixed(6)) as [string, string, string];
}

let args: ReturnType<typeof parseOptions>;
function parseOptions() {
  return parseArgs({
    options: {
      matches: { type: 'string', multiple: true },
      from: { type: 'string' },
      out: { type: 'string' },
      'half-life': { type: 'string' },
      'prior-sd': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}
try {
  args = parseOptions();
} catch (error) {
  fail(2, (error as Error).message);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.matches || args.matches.length === 0) fail(2, 'missing --matches <csv>');
if (!args.from) fail(2, 'missing --from <YYYY-MM-DD>');
if (!args.out) fail(2, 'missing --out <csv>');
const fromDay = parseIsoDay(args.from);
if (fromDay === undefined) fail(2, `--from must be a date YYYY-MM-DD, got "${args.from}"`);

function positive(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(value > 0 && Number.isFinite(value))) fail(2, `--${name} must be a positive number, got "${text}"`);
  return value;
}
const halfLifeDays = positive('half-life', args['half-life']);
const priorSd = positive('prior-sd', args['prior-sd']);
const options: Partial<DixonColesOptions> = {
  ...(halfLifeDays !== undefined && { halfLifeDays }),
  ...(priorSd !== undefined && { attackPriorSd: priorSd, defencePriorSd: priorSd }),
};
if (args.matches.filter((path) => path === '-').length > 1) fail(2, 'standard input (-) can be read only once');

// npm runs scripts from the repository root; resolve paths against the caller's directory.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const fromCaller = (path: string) => (path === '-' ? path : resolve(callerDir, path));

const started = performance.now();
const rows: FootballDataRow[] = [];
for (const path of args.matches) {
  try {
    rows.push(...readFootballData(fromCaller(path)));
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    fail(1, err.code ? `cannot read ${path}: ${err.code === 'ENOENT' ? 'no such file' : err.message}` : err.message);
  }
}

const predictions = walkForward(rows, fromDay, options);
const lines = ['Date,Home,Away,pH,pD,pA'];
for (const prediction of predictions) {
  const row = rows[prediction.index] as FootballDataRow;
  lines.push([csvField(row.date), csvField(row.home), csvField(row.away), ...formatProbabilities(prediction.home, prediction.draw)].join(','));
}
const output = `${lines.join('\n')}\n`;
if (args.out === '-') process.stdout.write(output);
else {
  try {
    writeFileSync(fromCaller(args.out), output);
  } catch (error) {
    fail(1, `cannot write ${args.out}: ${(error as Error).message}`);
  }
}
const dates = new Set(predictions.map((p) => (rows[p.index] as FootballDataRow).day)).size;
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const summary = `odds:backtest: ${predictions.length} matches on ${dates} dates from ${rows.length} input rows in ${seconds} s`;
if (args.out === '-') process.stderr.write(`${summary}\n`);
else console.log(`${summary} → ${args.out}`);
