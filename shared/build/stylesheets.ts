/** Every app's CSS modules, read from disk (a test run empties the CSS it imports), by path from the repo root. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
export const APPS = ['shared', 'host', 'remote-casino', 'remote-sports', 'remote-account', 'remote-wallet'] as const;

export const STYLESHEETS: Readonly<Record<string, string>> = Object.fromEntries(
  APPS.flatMap((app) =>
    readdirSync(join(ROOT, app, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => [`${app}/src/${file}`, readFileSync(join(ROOT, app, 'src', file), 'utf8')]),
  ),
);

export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}
