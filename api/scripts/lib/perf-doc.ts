/**
 * Writes one benchmark's section into docs/performance.md, replacing only that section (from its
 * `## ` heading to the next one), so each `npm run bench:*` keeps the others' figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './apps.ts';

export const PERFORMANCE_DOC = join(REPO_ROOT, 'docs', 'performance.md');

export function writePerformanceSection(heading: string, body: string): void {
  const title = `## ${heading}`;
  const current = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n\nFigures printed by the `npm run bench:*` scripts.\n';
  const section = `${title}\n\n${body.trim()}\n`;
  const start = current.indexOf(title);
  let next: string;
  if (start < 0) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + title.length);
    next = `${current.slice(0, start)}${section}${after < 0 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(PERFORMANCE_DOC, next.endsWith('\n') ? next : `${next}\n`);
}
