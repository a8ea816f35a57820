/** How each reel symbol is drawn: a glyph the system fonts have and a colour family. */
export interface SymbolLook {
  glyph: string;
  /** Bars are drawn as that many stacked "BAR" plates. */
  bars?: number;
  /** Drawn as a picture instead of the glyph: no system-font glyph reads as a cherry. */
  picture?: 'cherry';
  tone: 'gold' | 'red' | 'violet' | 'teal' | 'blue' | 'green' | 'plain';
}

const LOOKS: Record<string, SymbolLook> = {
  // Sete da Sorte
  seven: { glyph: '7', tone: 'red' },
  triple_bar: { glyph: 'BAR', bars: 3, tone: 'gold' },
  double_bar: { glyph: 'BAR', bars: 2, tone: 'teal' },
  single_bar: { glyph: 'BAR', bars: 1, tone: 'blue' },
  cherry: { glyph: '', picture: 'cherry', tone: 'red' },
  blank: { glyph: '', tone: 'plain' },
  // Carnaval do Rio
  wild: { glyph: 'W', tone: 'gold' },
  scatter: { glyph: '✺', tone: 'violet' },
  queen: { glyph: '♛', tone: 'violet' },
  mask: { glyph: '☻', tone: 'teal' },
  drum: { glyph: '◉', tone: 'red' },
  feather: { glyph: '❧', tone: 'green' },
  // Amazônia 243
  jaguar: { glyph: '❂', tone: 'gold' },
  toucan: { glyph: '✦', tone: 'red' },
  macaw: { glyph: '✧', tone: 'blue' },
  frog: { glyph: '✿', tone: 'green' },
  // Card ranks of both video slots
  ace: { glyph: 'A', tone: 'plain' },
  king: { glyph: 'K', tone: 'plain' },
  queen_card: { glyph: 'Q', tone: 'plain' },
  jack: { glyph: 'J', tone: 'plain' },
  ten: { glyph: '10', tone: 'plain' },
};

/**
 * Amazônia 243's symbol names as the front end knows them. Its engine calls its Q card `queen`,
 * the name Carnaval do Rio gives its crowned queen; here `queen` is only that queen (its glyph and
 * text), so the ways slot's card is read as `queen_card`, the video slot's name for the same card.
 * Read here rather than renamed in the API, where stored rounds already say `queen`.
 */
const WAYS_SYMBOL_NAMES: Readonly<Record<string, string>> = { queen: 'queen_card' };

export function waysSymbol(apiName: string): string {
  return WAYS_SYMBOL_NAMES[apiName] ?? apiName;
}

/** A paytable of the ways slot (`GET /games/:uuid`: pays in coins per way). */
export function isWaysPaytable(paytable: Record<string, unknown>): boolean {
  return paytable.unit === 'coin_per_way';
}

export function symbolLook(symbol: string): SymbolLook {
  return LOOKS[symbol] ?? { glyph: symbol.slice(0, 2).toUpperCase(), tone: 'plain' };
}
