/**
 * The suite's `test`: Playwright's, plus
 * - a console guard: any `console.error` or uncaught page error in any page of the test fails
 *   it, listing the messages. Tests that break something on purpose name what they expect with
 *   `test.use(allowConsoleErrors(/…/, '…'))`; nothing else is tolerated.
 * - `app`, the page object of the running site.
 * - an address of its own for each test: the browser sends X-Forwarded-For (the suite's API
 *   trusts loopback as its proxy, TRUST_PROXY=loopback), so the per-address limits on sign-ups and logins count each test as one player, as
 *   they count each player in production, instead of the whole suite from 127.0.0.1.
 */
import { randomInt } from 'node:crypto';
import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { PalpiteApp } from './app.ts';

/** Console errors and page errors a test provokes on purpose: substrings or patterns. */
export class ConsoleAllowList {
  readonly patterns: ReadonlyArray<string | RegExp>;

  constructor(patterns: ReadonlyArray<string | RegExp>) {
    this.patterns = patterns;
  }

  allows(text: string): boolean {
    return this.patterns.some((allowed) => (typeof allowed === 'string' ? text.includes(allowed) : allowed.test(text)));
  }
}

/** `test.use(allowConsoleErrors(/net::ERR_FAILED/))` in the tests that break something on purpose. */
export function allowConsoleErrors(...patterns: Array<string | RegExp>): { allowedConsoleErrors: ConsoleAllowList } {
  return { allowedConsoleErrors: new ConsoleAllowList(patterns) };
}

interface Fixtures {
  allowedConsoleErrors: ConsoleAllowList;
  app: PalpiteApp;
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `console.error: ${message.text()} (at ${url}:${lineNumber})` : `console.error: ${message.text()}`;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [new ConsoleAllowList([]), { option: true }],

  // 198.18.0.0/15 is set aside for benchmarks and tests (RFC 2544). Playwright reads a fixture's
  // dependencies from its first parameter, which must be an object pattern even when empty.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
  },

  context: async ({ context, allowedConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = describeConsole(message);
      if (!allowedConsoleErrors.allows(text)) problems.push(`${message.page()?.url() ?? '?'} → ${text}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      const text = `page error: ${error.stack ?? error.message}`;
      if (!allowedConsoleErrors.allows(text)) problems.push(`${webError.page()?.url() ?? '?'} → ${text}`);
    });

    await use(context);

    if (problems.length > 0) await testInfo.attach('console-errors.txt', { body: problems.join('\n\n'), contentType: 'text/plain' });
    expect(problems, 'the page logged console errors or threw (allow expected ones with allowedConsoleErrors)').toEqual([]);
  },

  app: async ({ page }, use) => {
    await use(new PalpiteApp(page));
  },
});

export { expect };
