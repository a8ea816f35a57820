/**
 * A custom property that script sets on the root element while the page runs restyles every element
 * of the page when it is inherited. Those only the root reads are registered non-inherited.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT_ONLY = ['--floating-bottom-space'];

describe('root variables set from script', () => {
  const tokens = readFileSync(join(import.meta.dirname, '..', 'src', 'ui', 'tokens.css'), 'utf8');

  it.each(ROOT_ONLY)('%s is registered as not inherited', (name) => {
    const registration = new RegExp(`@property\\s+${name}\\s*\\{([^}]*)\\}`).exec(tokens)?.[1] ?? '';
    expect(registration).toMatch(/inherits:\s*false/);
  });
});
