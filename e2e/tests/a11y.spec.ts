/**
 * Accessibility: axe-core on the key screens at the visual direction's four widths; no serious
 * or critical violation is accepted.
 */
import { expect, test } from '../support/fixtures.ts';
import { type RemoteName } from '../support/routes.ts';
import { seriousAxeFindings } from '../support/axe.ts';

// The visual direction's widths: phone, tablet, small laptop, desktop.
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'tablet', width: 768, height: 1024 },
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

        expect(await seriousAxeFindings(page, { testInfo })).toEqual([]);
      });
    }
  });
}
