/** Reading which names the apps' sources import from a package (for the SDK's build tests). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every non-test TypeScript source below `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names a file imports or re-exports from a package (type-only ones are erased and need nothing at run time). */
export function valueImports(source: string, packageName: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${packageName}'`, 'g'))) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}
