/**
 * `node api/scripts/odds-evaluate.ts --predictions <backtest csv> --matches <source csv> [--matches …]
 *   [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--label <name>]`
 *
 * Scores the backtest's 1X2 probabilities against the results and against Pinnacle's closing line
 * (PSCH/PSCD/PSCA, margin removed proportionally) on the same matches: log loss and ranked
 * probability score per season and overall, and the model's gap to the closing line in percent.
 * Matches without closing odds or without a result are left out of both. Prints a markdown table.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDmyDay, parseIsoDay } from '../src/domain/odds/calendar.ts';
import { impliedProbabilities, logLoss, rankedProbabilityScore, resultOf, type Probabilities1x2 } from '../src/domain/odds/metrics.ts';
import { decodeText, parseCsvTable, readFootballData, type FootballDataRow } from './lib/odds-data.ts';

const USAGE =
  'usage: node api/scripts/odds-evaluate.ts --predictions <csv> --matches <csv> [--matches <csv> …] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--label <name>]';

function fail(code: number, message: string): never {
  process.stderr.write(`odds-evaluate: ${message}\n`);
  if (code === 2) process.stderr.write(`${USAGE}\n`);
  process.exit(code);
}

let values: { predictions?: string; matches?: string[]; from?: string; to?: string; label?: string };
try {
  values = parseArgs({
    options: {
      predictions: { type: 'string' },
      matches: { type: 'string', multiple: true },
      from: { type: 'string' },
      to: { type: 'string' },
      label: { type: 'string' },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(2, (error as Error).message);
}
if (!values.predictions || !values.matches?.length) fail(2, 'missing --predictions or --matches');
const fromDay = values.from === undefined ? -Infinity : parseIsoDay(values.from);
const toDay = values.to === undefined ? Infinity : parseIsoDay(values.to);
if (fromDay === undefined || toDay === undefined) fail(2, '--from/--to must be dates YYYY-MM-DD');

const key = (day: number, home: string, away: string) => `${day}|${home}|${away}`;
const predicted = new Map<string, Probabilities1x2>();
try {
  const table = parseCsvTable(decodeText(readFileSync(values.predictions)));
  const at = ['Date', 'Home', 'Away', 'pH', 'pD', 'pA'].map((name) => table.header.indexOf(name));
  if (at.some((i) => i < 0)) fail(1, `${values.predictions}: expected columns Date,Home,Away,pH,pD,pA`);
  for (const row of table.rows) {
    const [date, home, away, ph, pd, pa] = at.map((i) => row[i] ?? '');
    const day = parseDmyDay(date as string);
    if (day === undefined) fail(1, `${values.predictions}: bad date "${date}"`);
    predicted.set(key(day, home as string, away as string), { home: Number(ph), draw: Number(pd), away: Number(pa) });
  }
} catch (error) {
  fail(1, `cannot read ${values.predictions}: ${(error as Error).message}`);
}

/** Each source row with its season: the file's Season column, else the file name (E0_1819.csv → E0_1819). */
const source: { row: FootballDataRow; season: string }[] = [];
for (const path of values.matches) {
  try {
    const label = basename(path).replace(/\.csv$/i, '');
    for (const row of readFootballData(resolve(path))) source.push({ row, season: row.season ?? label });
  } catch (error) {
    fail(1, `cannot read ${path}: ${(error as Error).message}`);
  }
}

interface Totals {
  n: number;
  modelLl: number;
  closeLl: number;
  modelRps: number;
  closeRps: number;
}
const empty = (): Totals => ({ n: 0, modelLl: 0, closeLl: 0, modelRps: 0, closeRps: 0 });
const bySeason = new Map<string, Totals>();
const overall = empty();
let missing = 0;
// Matches before the first predicted date are the backtest's burn-in, not missing predictions.
const firstPredicted = Math.min(...[...predicted.keys()].map((k) => Number(k.split('|')[0])));
for (const { row, season } of source) {
  if (row.day < Math.max(fromDay, firstPredicted) || row.day > toDay || row.homeGoals === undefined || row.awayGoals === undefined || !row.closing) continue;
  const model = predicted.get(key(row.day, row.home, row.away));
  if (!model) {
    missing++;
    continue;
  }
  const [h, d, a] = impliedProbabilities(row.closing) as [number, number, number];
  const close = { home: h, draw: d, away: a };
  const result = resultOf(row.homeGoals, row.awayGoals);
  const totals = bySeason.get(season) ?? empty();
  bySeason.set(season, totals);
  for (const t of [totals, overall]) {
    t.n++;
    t.modelLl += logLoss(model, result);
    t.closeLl += logLoss(close, result);
    t.modelRps += rankedProbabilityScore(model, result);
    t.closeRps += rankedProbabilityScore(close, result);
  }
}
if (overall.n === 0) fail(1, 'no match has both a prediction and closing odds in the range');

const gap = (model: number, close: number) => `${(((model - close) / close) * 100).toFixed(2)}%`;
const line = (label: string, t: Totals) =>
  `| ${label} | ${t.n} | ${(t.modelLl / t.n).toFixed(4)} | ${(t.closeLl / t.n).toFixed(4)} | ${gap(t.modelLl, t.closeLl)} | ${(t.modelRps / t.n).toFixed(4)} | ${(t.closeRps / t.n).toFixed(4)} | ${gap(t.modelRps, t.closeRps)} |`;
const out = [
  values.label ? `**${values.label}**\n` : '',
  '| season | matches | model log loss | closing log loss | gap | model RPS | closing RPS | gap |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...[...bySeason.entries()].sort(([l], [r]) => (l < r ? -1 : 1)).map(([season, t]) => line(season, t)),
  line('**all**', overall),
];
if (missing > 0) out.push('', `(${missing} matches in range had no prediction and were skipped)`);
console.log(out.filter((l, i) => i > 0 || l !== '').join('\n'));
