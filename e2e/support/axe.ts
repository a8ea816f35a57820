/**
 * The suite's accessibility check: axe on the page as it is now. Serious and critical findings
 * fail a test; the full report is attached to it when a TestInfo is given.
 *
 * axe-core runs in the page itself, injected once per document (an app's in-page navigations keep
 * it). @axe-core/playwright, used before, injected it twice per audit and finished each one in a
 * new tab: 2–3 s per audit on a quiet machine and four times that under a full run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type * as Axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 A/AA rules (2.2: target size) and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(await (axeSource ??= readFile(AXE_SOURCE_PATH, 'utf8')));
}

async function axeViolations(page: Page, tags: readonly string[]): Promise<Axe.Result[]> {
  await injectAxe(page);
  return page.evaluate(
    // Only violations are read: axe then keeps one node per passing rule instead of every node.
    // Frames are left out: the only one the site has is a game provider's client.
    async (runOnlyTags) => {
      // Colours are read as painted: a dialog still fading in would fail contrast for a few frames.
      // Finite time-based animations are let finish first (loops like a spinner, and scroll-driven
      // ones, never do).
      const settling = document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 3_000))]);
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: runOnlyTags }, resultTypes: ['violations'], iframes: false });
      return results.violations;
    },
    [...tags],
  );
}

export async function seriousAxeFindings(
  page: Page,
  options: { tags?: readonly string[]; testInfo?: TestInfo; reportName?: string } = {},
): Promise<AxeFinding[]> {
  const violations = await axeViolations(page, options.tags ?? AXE_TAGS);
  if (options.testInfo) {
    const name = `axe-${options.reportName ?? 'violations'}.json`;
    const report = options.testInfo.outputPath(name);
    await writeFile(report, JSON.stringify(violations, null, 2));
    await options.testInfo.attach(name, { path: report, contentType: 'application/json' });
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 10),
    }));
}
