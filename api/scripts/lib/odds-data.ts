/**
 * Reading match files for the odds scripts and tests: football-data.co.uk CSVs (UTF-8 or latin-1,
 * with or without a byte-order mark) and the compact extracts kept under api/data/sports/.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseDmyDay, parseIsoDay } from '../../src/domain/odds/calendar.ts';

/** api/data/sports, the slice of real data the site and tests carry with them. */
export const SPORTS_DATA_DIR = resolve(import.meta.dirname, '..', '..', 'data', 'sports');

export function sportsDataPath(...parts: string[]): string {
  return join(SPORTS_DATA_DIR, ...parts);
}

/** UTF-8 when the bytes are valid UTF-8, else latin-1 (football-data's older files). */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('latin1').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Splits CSV text into rows of fields (RFC 4180 quoting; CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || (row[0] ?? '') !== '') rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    if (row.length > 1 || (row[0] ?? '') !== '') rows.push(row);
  }
  return rows;
}

/** A CSV as records keyed by header name. */
export interface CsvTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export function parseCsvTable(text: string): CsvTable {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('the file is empty');
  return { header: header.map((h) => h.trim()), rows };
}

/** One match row of a football-data file. */
export interface FootballDataRow {
  /** The date exactly as the file writes it. */
  readonly date: string;
  readonly day: number;
  readonly home: string;
  readonly away: string;
  /** Undefined when the match has no result (not played yet). */
  readonly homeGoals: number | undefined;
  readonly awayGoals: number | undefined;
  /** Pinnacle closing 1X2 odds, when the file has them. */
  readonly closing: readonly [number, number, number] | undefined;
  /** `Season` column (Brazil file) or undefined. */
  readonly season: string | undefined;
  /** 1-based line number in the file, for error messages. */
  readonly line: number;
}

// football-data.co.uk names the same columns differently in its "main leagues" and "extra leagues"
// files (HomeTeam/FTHG vs Home/HG): accept both.
const ALIASES: Record<'date' | 'home' | 'away' | 'hg' | 'ag', readonly string[]> = {
  date: ['Date'],
  home: ['Home', 'HomeTeam'],
  away: ['Away', 'AwayTeam'],
  hg: ['HG', 'FTHG'],
  ag: ['AG', 'FTAG'],
};

function column(header: readonly string[], names: readonly string[]): number {
  for (const name of names) {
    const at = header.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

function goals(text: string | undefined): number | undefined {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
}

/** Parses a football-data CSV; throws an Error naming the file line on a malformed row. */
export function parseFootballData(text: string, source = 'input'): FootballDataRow[] {
  const { header, rows } = parseCsvTable(text);
  const at = {
    date: column(header, ALIASES.date),
    home: column(header, ALIASES.home),
    away: column(header, ALIASES.away),
    hg: column(header, ALIASES.hg),
    ag: column(header, ALIASES.ag),
  };
  const missing = Object.entries(at)
    .filter(([, index]) => index < 0)
    .map(([key]) => ALIASES[key as keyof typeof ALIASES].join('/'));
  if (missing.length > 0) throw new Error(`${source}: missing column(s) ${missing.join(', ')}`);
  const closingAt = ['PSCH', 'PSCD', 'PSCA'].map((name) => header.indexOf(name));
  const seasonAt = header.indexOf('Season');
  const out: FootballDataRow[] = [];
  rows.forEach((row, k) => {
    const line = k + 2;
    const date = (row[at.date] ?? '').trim();
    const home = (row[at.home] ?? '').trim();
    const away = (row[at.away] ?? '').trim();
    if (date === '' && home === '' && away === '') return; // football-data pads some files with empty rows
    const day = parseDmyDay(date);
    if (day === undefined) throw new Error(`${source} line ${line}: bad date "${date}" (expected dd/mm/yyyy)`);
    if (home === '' || away === '') throw new Error(`${source} line ${line}: missing team name`);
    const homeGoals = goals(row[at.hg]);
    const awayGoals = goals(row[at.ag]);
    if (Number.isNaN(homeGoals) || Number.isNaN(awayGoals) || (homeGoals === undefined) !== (awayGoals === undefined)) {
      throw new Error(`${source} line ${line}: bad score "${row[at.hg] ?? ''}-${row[at.ag] ?? ''}"`);
    }
    const odds = closingAt.every((i) => i >= 0) ? closingAt.map((i) => Number(row[i])) : [];
    const closing = odds.length === 3 && odds.every((o) => Number.isFinite(o) && o > 1) ? (odds as [number, number, number]) : undefined;
    const season = seasonAt >= 0 ? (row[seasonAt] ?? '').trim() || undefined : undefined;
    out.push({ date, day, home, away, homeGoals, awayGoals, closing, season, line });
  });
  return out;
}

/** Reads and parses a football-data CSV file (a path, or `-` for standard input). */
export function readFootballData(path: string): FootballDataRow[] {
  const bytes = path === '-' ? readFileSync(0) : readFileSync(path);
  return parseFootballData(decodeText(bytes), path === '-' ? 'stdin' : path);
}

/** One game of the NBA extract (api/data/sports/nba): closing lines and points per quarter. */
export interface NbaGameRow {
  readonly season: number;
  readonly date: string;
  readonly playoffs: boolean;
  readonly home: string;
  readonly away: string;
  readonly homeLine: number;
  readonly total: number;
  readonly quarters: readonly { home: number; away: number }[];
  readonly overtime: { home: number; away: number };
  /** Closing American moneylines. */
  readonly moneyline: { home: number; away: number };
}

/** Reads the NBA extract (see api/data/sports/README.md for its columns). */
export function readNbaGames(path = sportsDataPath('nba', 'nba_2008-2018.csv')): NbaGameRow[] {
  const { header, rows } = parseCsvTable(decodeText(readFileSync(path)));
  const at = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${path}: missing column ${name}`);
    return index;
  };
  const num = (row: readonly string[], name: string) => Number(row[at(name)]);
  return rows.map((row) => ({
    season: num(row, 'season'),
    date: row[at('date')] ?? '',
    playoffs: row[at('playoffs')] === '1',
    home: row[at('home')] ?? '',
    away: row[at('away')] ?? '',
    homeLine: num(row, 'home_line'),
    total: num(row, 'total'),
    quarters: [1, 2, 3, 4].map((q) => ({ home: num(row, `home_q${q}`), away: num(row, `away_q${q}`) })),
    overtime: { home: num(row, 'home_ot'), away: num(row, 'away_ot') },
    moneyline: { home: num(row, 'ml_home'), away: num(row, 'ml_away') },
  }));
}

/** One openfootball match: fixture, and scores once played. */
export interface OpenfootballMatch {
  readonly round: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly day: number;
  readonly time: string | undefined;
  readonly home: string;
  readonly away: string;
  readonly ft: { home: number; away: number } | undefined;
  readonly ht: { home: number; away: number } | undefined;
}

interface OpenfootballFile {
  name?: string;
  matches?: { round?: string; date?: string; time?: string; team1?: string; team2?: string; score?: { ft?: number[]; ht?: number[] } }[];
}

function pair(value: number[] | undefined): { home: number; away: number } | undefined {
  return value && value.length === 2 && value.every((v) => Number.isInteger(v) && v >= 0) ? { home: value[0] as number, away: value[1] as number } : undefined;
}

/** Reads an openfootball league file (`{ name, matches: [{ round, date, time, team1, team2, score: { ht?, ft? } }] }`). */
export function readOpenfootball(path: string): { name: string; matches: OpenfootballMatch[] } {
  const file = JSON.parse(decodeText(readFileSync(path))) as OpenfootballFile;
  if (!Array.isArray(file.matches)) throw new Error(`${path}: no matches array`);
  const matches = file.matches.map((m, k) => {
    const day = parseIsoDay(m.date ?? '');
    if (day === undefined || !m.team1 || !m.team2) throw new Error(`${path}: match ${k + 1} lacks a date or teams`);
    return { round: m.round ?? '', date: m.date as string, day, time: m.time, home: m.team1, away: m.team2, ft: pair(m.score?.ft), ht: pair(m.score?.ht) };
  });
  return { name: file.name ?? '', matches };
}
