/**
 * The web tier's nginx configuration (docker-compose): nginx drops the server's `add_header` lines
 * in any location that adds a header of its own, so every such location must include the security
 * headers again, or the page it serves can be framed (clickjacking) and sniffed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const HOST = join(import.meta.dirname, '..');
const SNIPPET_PATH = '/etc/nginx/snippets/security-headers.conf';
const config = readFileSync(join(HOST, 'nginx.conf'), 'utf8');

/** The body of each `location … { … }` block (they do not nest here; a regex's `{8}` is not a block). */
function locationBlocks(text: string): { name: string; body: string }[] {
  return [...text.matchAll(/^\s*location\s+(.+?)\s*\{\n([^}]*)\}/gm)].map((match) => ({ name: match[1]!.trim(), body: match[2]! }));
}

describe('host/nginx.conf', () => {
  it('includes the security headers in the server and in every location that adds headers', () => {
    expect(config).toContain(`include ${SNIPPET_PATH};`);
    const withHeaders = locationBlocks(config).filter((block) => block.body.includes('add_header'));
    expect(withHeaders.map((block) => block.name)).toEqual(expect.arrayContaining(['^~ /mfe/', '= /index.html', '/']));
    // The hashed build output too (its pattern holds braces of its own).
    expect(withHeaders.some((block) => block.name.startsWith('~ "^/'))).toBe(true);
    for (const block of withHeaders) expect(block.body, `location ${block.name}`).toContain(`include ${SNIPPET_PATH};`);
  });

  it('the snippet forbids framing and sniffing, and the image puts it where the configuration reads it', () => {
    const snippet = readFileSync(join(HOST, 'nginx-security-headers.conf'), 'utf8');
    expect(snippet).toContain("frame-ancestors 'none'");
    expect(snippet).toContain('X-Content-Type-Options nosniff');
    expect(snippet).toContain('Strict-Transport-Security "max-age=31536000; includeSubDomains"');
    expect(readFileSync(join(HOST, 'Dockerfile'), 'utf8')).toContain(`COPY host/nginx-security-headers.conf ${SNIPPET_PATH}`);
  });
});
