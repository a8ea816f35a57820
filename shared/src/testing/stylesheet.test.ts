import { afterEach, describe, expect, it } from 'vitest';
import { addModuleStylesheet, declared, minWidthRem, readStylesheet, splitAtRules } from './stylesheet.ts';

describe('readStylesheet', () => {
  it('reads the stylesheet beside the test, without its comments', async () => {
    const css = await readStylesheet(import.meta.url, 'stylesheet.fixture.css');
    expect(css).toContain('.card.busy {');
    expect(css).not.toContain('/*');
    expect(declared(css, '.card', 'cursor')).toEqual(['pointer']);
  });

  it('reads one by a path from the test’s folder', async () => {
    const css = await readStylesheet(import.meta.url, '../testing/./stylesheet.fixture.css');
    expect(declared(css, '.plain', 'cursor')).toEqual(['help']);
  });
});

describe('splitAtRules', () => {
  const css = [
    '.list { container: match-list / inline-size; }',
    '@container match-list (min-width: 37.5rem) { .row { gap: 1rem; } }',
    '.row { gap: 0; }',
    '@container (max-width: 420px) { .row { gap: 2px; } }',
    '@container not (width < 10rem) { .row { gap: 3px; } }',
    '@media (min-width: 640px) { .row { gap: 4px; } @container (min-width: 2rem) { .row { gap: 5px; } } }',
  ].join('\n');

  it('splits out every @container block, nested ones included, with its name and condition', () => {
    const { base, blocks } = splitAtRules(css, 'container');
    expect(blocks.map(({ name, condition }) => [name, condition])).toEqual([
      ['match-list', '(min-width: 37.5rem)'],
      ['', '(max-width: 420px)'],
      ['', 'not (width < 10rem)'],
      ['', '(min-width: 2rem)'],
    ]);
    expect(blocks.map((block) => declared(block.css, '.row', 'gap'))).toEqual([['1rem'], ['2px'], ['3px'], ['5px']]);
    expect(base).not.toContain('@container');
    expect(declared(base, '.row', 'gap')).toEqual(['0', '4px']);
  });

  it('splits out @media blocks the same way, leaving the @container ones outside them', () => {
    const { base, blocks } = splitAtRules(css, 'media');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ name: '', condition: '(min-width: 640px)' });
    expect(declared(blocks[0]!.css, '.row', 'gap')).toEqual(['4px', '5px']);
    expect(base).not.toContain('@media');
    expect(base).toContain('@container match-list (min-width: 37.5rem)');
  });

  it('leaves a stylesheet without the at-rule as it is', () => {
    expect(splitAtRules('.row { gap: 0; }', 'media')).toEqual({ base: '.row { gap: 0; }', blocks: [] });
  });

  it('refuses a block that never closes, rather than read half a stylesheet', () => {
    expect(() => splitAtRules('@container (min-width: 2rem) { .row { gap: 0; }', 'container')).toThrow(/unclosed/);
  });
});

describe('minWidthRem', () => {
  it('reads the width in rem a min-width condition holds from', () => {
    expect(minWidthRem('(min-width: 37.5rem)')).toBe(37.5);
    expect(minWidthRem(' ( min-width:26rem ) ')).toBe(26);
  });

  it('is NaN for any other condition, so a test cannot take a px or max-width query for one in rem', () => {
    for (const condition of ['(min-width: 640px)', '(max-width: 20rem)', '(min-width: 20rem) and (max-width: 40rem)', 'match-list (min-width: 2rem)']) {
      expect(minWidthRem(condition), condition).toBeNaN();
    }
  });
});

describe('declared', () => {
  it('finds a rule by its whole selector only, among the ones it lists', () => {
    const css = '.title { color: red; }\n.subtitle,\n.note  >  em {\n  overflow-wrap: anywhere;\n}\n.subtitleNote { overflow-wrap: normal; }';
    expect(declared(css, '.subtitle', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(css, '.note > em', 'overflow-wrap')).toEqual(['anywhere']);
    expect(declared(css, '.title', 'overflow-wrap')).toEqual([]);
    expect(declared(css, '.note', 'overflow-wrap')).toEqual([]);
  });

  it('gives every value of the property in order, and only of that property', () => {
    const css = '.a { overflow: hidden; text-overflow: ellipsis; }\n.b { overflow: auto; }\n.a { overflow: clip }';
    expect(declared(css, '.a', 'overflow')).toEqual(['hidden', 'clip']);
    expect(declared(css, '.a', 'text-overflow')).toEqual(['ellipsis']);
  });

  it('keeps a value whole when it holds a colon', () => {
    expect(declared('.a { background: url(https://example.com/a.png) }', '.a', 'background')).toEqual(['url(https://example.com/a.png)']);
    expect(declared(".a { content: 'a:b'; }", '.a', 'content')).toEqual(["'a:b'"]);
  });

  it('reads the selector after a statement at-rule, not the at-rule', () => {
    expect(declared('@layer base;\n.a { gap: 0; }', '.a', 'gap')).toEqual(['0']);
  });
});

describe('addModuleStylesheet', () => {
  let style: HTMLStyleElement | undefined;
  afterEach(() => {
    style?.remove();
    document.body.replaceChildren();
  });

  it('applies a CSS module’s rules under its class names, leaving other selectors as written', async () => {
    style = await addModuleStylesheet(import.meta.url, 'stylesheet.fixture.css', { card: '_card_x1', busy: '_busy_x1' });
    document.body.innerHTML = '<p class="_card_x1">a</p><p class="_card_x1 _busy_x1">b</p><p class="plain">c</p><p class="card">d</p>';
    const [card, busy, plain, unhashed] = [...document.querySelectorAll('p')];
    expect(getComputedStyle(card!).cursor).toBe('pointer');
    expect(getComputedStyle(busy!).cursor).toBe('progress');
    expect(getComputedStyle(plain!).cursor).toBe('help');
    expect(getComputedStyle(unhashed!).cursor).not.toBe('pointer');
    expect(style.isConnected).toBe(true);
  });
});
