/**
 * `node api/scripts/generate-game-art.ts`: renders each game's cover, our own artwork — a bold
 * gradient, a simple motif per kind of game (reels, wheel, cards, balls, dice, the sertão sun) and
 * the game's and provider's names — as SVG, and converts it to a 400×300 WebP at
 * api/public/images/games/{uuid}.webp with sharp (a dev dependency: the output is committed, so
 * the site needs no native module at run time). Run it again after adding a game.
 *
 * No other words go into the art: it is the same picture in every language, so labels such as
 * "live" or "new" are the game tile's own badges, translated (remote-casino GameTile).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const OUT = resolve(import.meta.dirname, '..', 'public', 'images', 'games');
const WIDTH = 400;
const HEIGHT = 300;

type Motif = 'classic' | 'video' | 'ways' | 'roulette' | 'blackjack' | 'baccarat' | 'videopoker' | 'keno' | 'dice' | 'sertao';

interface Art {
  uuid: string;
  name: string;
  provider: string;
  motif: Motif;
  /** Gradient from, to, and the accent colour. */
  colours: [string, string, string];
}

export const ART: readonly Art[] = [
  {
    uuid: '64190c38-439b-4608-a538-a5134ce454c2',
    name: 'Sete da Sorte',
    provider: 'Samba Studios',
    motif: 'classic',
    colours: ['#b91c1c', '#450a0a', '#facc15'],
  },
  {
    uuid: '1ffd8fad-9fa7-4e83-bc50-a055fa11c607',
    name: 'Carnaval do Rio',
    provider: 'Samba Studios',
    motif: 'video',
    colours: ['#7c3aed', '#db2777', '#fde047'],
  },
  {
    uuid: 'a8932a9c-6e11-49e0-b915-4e5e3562fd0f',
    name: 'Amazônia 243',
    provider: 'Copacabana Games',
    motif: 'ways',
    colours: ['#15803d', '#052e16', '#fbbf24'],
  },
  {
    uuid: '6a7ca7c1-ce48-463a-a775-e6ae7a1fd3de',
    name: 'Roleta Europeia',
    provider: 'Palpite Originals',
    motif: 'roulette',
    colours: ['#166534', '#022c22', '#f59e0b'],
  },
  {
    uuid: 'd04ca334-1498-4944-9c84-50f6a8101dbc',
    name: 'Blackjack',
    provider: 'Palpite Originals',
    motif: 'blackjack',
    colours: ['#0f766e', '#042f2e', '#f8fafc'],
  },
  {
    uuid: '6310d569-8cdc-4c5b-a2d2-431a9309ade9',
    name: 'Bacará Punto Banco',
    provider: 'Copacabana Games',
    motif: 'baccarat',
    colours: ['#1e3a8a', '#0f172a', '#fcd34d'],
  },
  {
    uuid: '740e3b31-89c8-4eae-b253-a899bab36db0',
    name: 'Jacks or Better',
    provider: 'Copacabana Games',
    motif: 'videopoker',
    colours: ['#0369a1', '#082f49', '#f472b6'],
  },
  { uuid: 'e461f58d-1a83-4b97-80dc-d497c738fa66', name: 'Keno', provider: 'Palpite Originals', motif: 'keno', colours: ['#c2410c', '#431407', '#fef08a'] },
  { uuid: '79d3d300-7156-40cb-b56c-f20ba3a7c83b', name: 'Dice', provider: 'Palpite Originals', motif: 'dice', colours: ['#4338ca', '#1e1b4b', '#34d399'] },
  {
    uuid: '51045c22-669f-46e0-9435-712f16a8b2be',
    name: 'Roleta ao Vivo',
    provider: 'Palpite Live',
    motif: 'roulette',
    colours: ['#9f1239', '#1c0610', '#fbbf24'],
  },
  {
    uuid: 'bc0d1a5c-c9cc-46da-b4ec-4591ff730af3',
    name: 'Bacará ao Vivo',
    provider: 'Palpite Live',
    motif: 'baccarat',
    colours: ['#581c87', '#1a0529', '#fcd34d'],
  },
  {
    uuid: '9bba3606-517f-4396-be93-c646d949050e',
    name: 'Sol do Sertão',
    provider: 'Sertão Gaming',
    motif: 'sertao',
    colours: ['#ea580c', '#7c2d12', '#fde68a'],
  },
];

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function card(x: number, y: number, label: string, suitColour: string, rotate = 0): string {
  return `<g transform="rotate(${rotate} ${x + 30} ${y + 42})">
    <rect x="${x}" y="${y}" width="60" height="84" rx="8" fill="#fff" stroke="#0003" stroke-width="2"/>
    <text x="${x + 30}" y="${y + 52}" font-size="30" font-weight="700" text-anchor="middle" fill="${suitColour}">${escape(label)}</text>
  </g>`;
}

function motif(art: Art): string {
  const [, , accent] = art.colours;
  switch (art.motif) {
    case 'classic':
    case 'video':
    case 'ways': {
      const symbols = art.motif === 'classic' ? ['7', '7', '7'] : art.motif === 'video' ? ['★', '♛', '★'] : ['♣', '◆', '♣'];
      const reels = art.motif === 'classic' ? 3 : 5;
      const width = 52;
      const start = 200 - (reels * width + (reels - 1) * 8) / 2;
      return Array.from({ length: reels }, (_, i) => {
        const x = start + i * (width + 8);
        const symbol = symbols[i % symbols.length]!;
        return `<rect x="${x}" y="52" width="${width}" height="110" rx="10" fill="#fff" opacity="0.92"/>
          <text x="${x + width / 2}" y="125" font-size="44" font-weight="800" text-anchor="middle" fill="${art.colours[0]}">${escape(symbol)}</text>`;
      }).join('');
    }
    case 'roulette': {
      const segments = Array.from({ length: 18 }, (_, i) => {
        const a0 = (i / 18) * Math.PI * 2;
        const a1 = ((i + 1) / 18) * Math.PI * 2;
        const [cx, cy, r] = [200, 108, 72];
        const p = (a: number) => `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
        return `<path d="M${cx},${cy} L${p(a0)} A${r},${r} 0 0 1 ${p(a1)} Z" fill="${i === 0 ? '#16a34a' : i % 2 ? '#111827' : '#dc2626'}"/>`;
      }).join('');
      return `<circle cx="200" cy="108" r="80" fill="${accent}"/>${segments}<circle cx="200" cy="108" r="30" fill="${accent}"/><circle cx="200" cy="108" r="10" fill="#fff"/>`;
    }
    case 'blackjack':
      return card(140, 50, 'A♠', '#111827', -10) + card(200, 46, 'K♥', '#dc2626', 10);
    case 'baccarat':
      return `${card(110, 56, '9♦', '#dc2626', -6)}${card(230, 56, '8♣', '#111827', 6)}
        <circle cx="200" cy="120" r="26" fill="${accent}" stroke="#fff" stroke-width="5" stroke-dasharray="8 6"/>`;
    case 'videopoker':
      return ['10♥', 'J♥', 'Q♥', 'K♥', 'A♥'].map((label, i) => card(48 + i * 62, 58, label.replace('10', 'T'), '#dc2626')).join('');
    case 'keno':
      return Array.from({ length: 10 }, (_, i) => {
        const x = 92 + (i % 5) * 54;
        const y = 72 + Math.floor(i / 5) * 56;
        const lit = [1, 3, 4, 8].includes(i);
        return `<circle cx="${x}" cy="${y}" r="22" fill="${lit ? accent : '#fff'}" opacity="${lit ? 1 : 0.85}"/>
          <text x="${x}" y="${y + 8}" font-size="20" font-weight="700" text-anchor="middle" fill="#1f2937">${[7, 12, 19, 23, 31, 4, 16, 28, 36, 40][i]}</text>`;
      }).join('');
    case 'dice': {
      const die = (x: number, y: number, rotate: number, pips: [number, number][]) =>
        `<g transform="rotate(${rotate} ${x + 40} ${y + 40})"><rect x="${x}" y="${y}" width="80" height="80" rx="14" fill="#fff"/>${pips
          .map(([px, py]) => `<circle cx="${x + px}" cy="${y + py}" r="8" fill="${art.colours[0]}"/>`)
          .join('')}</g>`;
      return (
        die(120, 64, -12, [
          [20, 20],
          [60, 60],
          [40, 40],
        ]) +
        die(210, 60, 10, [
          [20, 20],
          [60, 20],
          [20, 60],
          [60, 60],
          [40, 40],
        ])
      );
    }
    case 'sertao':
      return `<circle cx="200" cy="108" r="58" fill="${accent}"/>
        ${Array.from({ length: 12 }, (_, i) => {
          const a = (i / 12) * Math.PI * 2;
          return `<line x1="${200 + 66 * Math.cos(a)}" y1="${108 + 66 * Math.sin(a)}" x2="${200 + 84 * Math.cos(a)}" y2="${108 + 84 * Math.sin(a)}" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
        }).join('')}
        <path d="M116 176 v-64 a10 10 0 0 1 20 0 v64 M136 140 h12 v-22 a8 8 0 0 1 16 0 v30 h-28 M116 130 h-12 v-18 a8 8 0 0 0 -16 0 v26 h28" fill="#166534"/>
        <path d="M280 176 v-50 a9 9 0 0 1 18 0 v50" fill="#166534"/>`;
  }
}

export function svgOf(art: Art): string {
  const [from, to, accent] = art.colours;
  const size = art.name.length > 16 ? 28 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="DejaVu Sans, sans-serif">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="360" cy="20" r="90" fill="${accent}" opacity="0.12"/><circle cx="30" cy="290" r="70" fill="#fff" opacity="0.06"/>
  ${motif(art)}
  <rect x="0" y="206" width="${WIDTH}" height="94" fill="#000" opacity="0.35"/>
  <text x="200" y="250" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif">${escape(art.name)}</text>
  <text x="200" y="280" font-size="15" font-weight="600" text-anchor="middle" fill="${accent}" font-family="DejaVu Sans, sans-serif" letter-spacing="2">${escape(art.provider.toUpperCase())}</text>
</svg>`;
}

if (import.meta.main) {
  mkdirSync(OUT, { recursive: true });
  for (const art of ART) {
    const file = join(OUT, `${art.uuid}.webp`);
    const webp = await sharp(Buffer.from(svgOf(art)))
      .resize(WIDTH, HEIGHT)
      .webp({ quality: 80, effort: 6 })
      .toBuffer();
    writeFileSync(file, webp);
    console.log(`${art.name.padEnd(20)} ${file} ${(statSync(file).size / 1024).toFixed(1)} KB`);
  }
}
