/**
 * The suite's accessibility check: axe on the page as it is now. Serious and critical findings
 * fail a test; the full report is attached to it when a TestInfo is given.
 */
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1 A/AA rules and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export async function seriousAxeFindings(
  page: Page,
  options: { tags?: readonly string[]; testInfo?: TestInfo; reportName?: string } = {},
): Promise<AxeFinding[]> {
  // Only violations are read: axe then keeps one node per passing rule instead of every node, which
  // on the long sports pages is 2.4 MB less to build and hand over and about a fifth of the time.
  const results = await new AxeBuilder({ page })
    .withTags([...(options.tags ?? AXE_TAGS)])
    .options({ resultTypes: ['violations'] })
    .analyze();
  if (options.testInfo) {
    const name = `axe-${options.reportName ?? 'violations'}.json`;
    const report = options.testInfo.outputPath(name);
    await writeFile(report, JSON.stringify(results.violations, null, 2));
    await options.testInfo.attach(name, { path: report, contentType: 'application/json' });
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 10),
    }));
}
