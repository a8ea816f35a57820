/**
 * Accessibility: axe-core on the key screens at desktop and phone widths; no serious or
 * critical violation is accepted.
 */
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures.ts';
import { type RemoteName } from '../support/routes.ts';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const SCREENS: ReadonlyArray<{ path: string; remote: RemoteName | null }> = [
  { path: '/', remote: 'casino' },
  { path: '/sports', remote: 'sports' },
  { path: '/404', remote: null },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const screen of SCREENS) {
      test(`${screen.path} has no serious or critical axe violations`, async ({ app, page }, testInfo) => {
        // axe-core audits every node: the sports home's long match list took it 20–90 s on two
        // busy cores (the other worker runs a spec beside it), past the suite's 45 s default.
        test.setTimeout(180_000);
        await app.open(screen.path);
        if (screen.remote) await app.expectRemotePage(screen.remote);
        // Let lazy widgets and fonts settle before the audit.
        await page.waitForLoadState('networkidle');

        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const report = testInfo.outputPath('axe-violations.json');
        await writeFile(report, JSON.stringify(results.violations, null, 2));
        await testInfo.attach('axe-violations.json', { path: report, contentType: 'application/json' });

        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 10),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}
