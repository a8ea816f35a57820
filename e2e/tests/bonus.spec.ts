/**
 * Bonuses, promotions and responsible gambling end to end (issue 8): the welcome bonus chosen in
 * the deposit form is granted and its wagering moves by exactly the real slot stakes; the
 * promotion pages list the running offers with their figures in pt-BR and en and an opt-in; a
 * daily deposit limit set in the tools refuses a larger deposit; the new screens pass axe; the
 * legal pages print the terms' figures in all three languages.
 */
import type { Page, TestInfo } from '@playwright/test';
import { formatBRL, formatCentavos } from '../../shared/src/format/money.ts';
import { BONUS_TERMS, RESPONSIBLE_GAMBLING_TERMS, WITHDRAWAL_TERMS } from '../../shared/src/contract/terms.ts';
import { bonusSelect, depositByCardForm, fill, playSlot, verifiedPlayer, wallet } from '../support/bonus.ts';
import { allowConsoleErrors, expect, test } from '../support/fixtures.ts';
import { common, t, type Language } from '../support/locales.ts';
import { asPlayer } from '../support/wallet.ts';
import { seriousAxeFindings } from '../support/axe.ts';

test.use(allowConsoleErrors(/Failed to load resource: the server responded with a status of 422/));

const WELCOME = BONUS_TERMS.welcome;
const account = (key: string, values: Record<string, string | number> = {}, language: Language = 'pt-BR') => fill(t('account', language, key), values);
const shared = (language: Language, key: string, values: Record<string, string | number> = {}) => fill(common(language, key), values);
/** Text with every run of white space (Intl's non-breaking ones too) as one space. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('selectedLanguage', chosen), language);
}

/** A deposit with a bonus straight through the API (for the pages that only need one to exist). */
async function depositWithBonus(page: Page, amount: number, bonusCode: string): Promise<void> {
  const created = await asPlayer<{ deposit: { status: string } }>(page, 'POST', 'wallet/deposits', {
    method: 'card',
    amount,
    number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: new Date().getFullYear() + 3,
    cvv: '123',
    holder: 'Beatriz Lima',
    bonus_code: bonusCode,
  });
  expect(created.status).toBe(201);
  expect(created.body.deposit.status).toBe('completed');
}

test.describe('welcome bonus', () => {
  test('chosen in the deposit form it is granted at 0%, and real slot spins move the wagering by exactly their stakes', async ({ app, page }) => {
    await verifiedPlayer(page);
    await app.open('/user/wallet');
    await app.expectRemotePage('wallet');
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await expect(bonusSelect(page).locator('option[value="welcome"]')).toHaveText(
      new RegExp(
        `^${WELCOME.percentage}% até R\\$\\s5\\.000,00 \\+ ${WELCOME.freeSpins} rodadas grátis · Cassino · Depósito mínimo: R\\$\\s20,00 · Rollover: ${BONUS_TERMS.defaultWageringMultiple}× o bônus$`,
      ),
    );
    await depositByCardForm(page, 100, WELCOME.code);
    await expect(page.getByRole('heading', { name: wallet('outcome.completedTitle') })).toBeVisible();

    await app.open('/user/wallet/user-bonus');
    const card = page.getByRole('region', { name: wallet('bonus.current.title') });
    const target = 100 * BONUS_TERMS.defaultWageringMultiple;
    await expect(card.getByRole('progressbar', { name: wallet('bonus.current.progressLabel') })).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByText(squash(`${wallet('bonus.current.balance')} ${formatBRL(100)}`))).toBeVisible();
    await expect(card.getByText(wallet('bonus.current.granted', { amount: formatBRL(100) }))).toBeVisible();
    await expect(card.getByText(wallet('bonus.current.wagered', { wagered: formatBRL(0), target: formatBRL(target) }))).toBeVisible();

    // Slots count 100% towards wagering: five real spins of R$ 2,00 are R$ 10,00 wagered.
    await playSlot(page, 'sete-da-sorte', 2, 5);
    await page.reload();
    await expect(card.getByText(wallet('bonus.current.wagered', { wagered: formatBRL(10), target: formatBRL(target) }))).toBeVisible();
    await expect(card.getByText(wallet('bonus.current.remaining', { amount: formatBRL(target - 10) }))).toBeVisible();
    const history = page.getByRole('table', { name: /^Etapas de/ });
    await expect(history.getByRole('cell', { name: wallet('bonus.history.kinds.granted') })).toBeVisible();
    await expect(history.getByRole('cell', { name: wallet('bonus.history.kinds.wagered') })).toHaveCount(5);

    // The lobby now shows the bonus the player holds, not an offer they cannot take.
    await app.open('/');
    const lobby = app.remotePage('casino');
    await expect(lobby.getByText(t('casino', 'pt-BR', 'activeBonus.eyebrow'))).toBeVisible();
    await expect(lobby.getByRole('progressbar', { name: t('casino', 'pt-BR', 'activeBonus.progressLabel') })).toHaveAttribute('aria-valuenow', '0');
    await expect(
      lobby.getByText(squash(fill(t('casino', 'pt-BR', 'activeBonus.wagered'), { wagered: formatBRL(10), target: formatBRL(target), percent: 0 }))),
    ).toBeVisible();
    const spins = fill(t('casino', 'pt-BR', 'activeBonus.spins_other'), { count: WELCOME.freeSpins, game: 'Carnaval do Rio' });
    await expect(lobby.getByRole('link', { name: spins })).toHaveAttribute('href', /^\/game\//);
    await expect(lobby.getByRole('link', { name: t('casino', 'pt-BR', 'activeBonus.cta') })).toHaveAttribute('href', '/user/wallet/user-bonus');
  });
});

test.describe('offers a player can take', () => {
  test('past the first deposit, the lobby advertises the reload and the promotions say why the welcome is gone', async ({ app, page }) => {
    const reload = { percentage: 50, max: formatBRL(1000) };
    await verifiedPlayer(page);
    await app.open('/user/wallet');
    await app.expectRemotePage('wallet');
    await depositByCardForm(page, 50);
    await expect(page.getByRole('heading', { name: wallet('outcome.completedTitle') })).toBeVisible();

    await app.open('/');
    const lobby = app.remotePage('casino');
    await expect(lobby.getByText(t('casino', 'pt-BR', 'reload.eyebrow'))).toBeVisible();
    await expect(lobby.getByText(squash(`${reload.percentage}% até ${reload.max}`), { exact: true })).toBeVisible();
    await expect(lobby.getByText(t('casino', 'pt-BR', 'welcome.eyebrow'))).toHaveCount(0);
    await lobby.getByRole('link', { name: t('casino', 'pt-BR', 'welcome.cta') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/wallet' && url.searchParams.get('bonus') === 'casino-reload');
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await expect(bonusSelect(page)).toHaveValue('casino-reload');
    await expect(bonusSelect(page).locator(`option[value="${WELCOME.code}"]`)).toHaveCount(0);

    await app.open('/promotion');
    const welcome = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bônus de boas-vindas do cassino' }) });
    await expect(welcome.getByText(shared('pt-BR', 'bonus.errors.depositNumberPassed', { number: 1 }))).toBeVisible();
    await expect(welcome.getByRole('button')).toHaveCount(0);
  });
});

test.describe('promotions', () => {
  test('list the running offers with their figures in pt-BR and en; a visitor is asked to log in to opt in', async ({ app, page }) => {
    await app.open('/promotion');
    const welcome = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bônus de boas-vindas do cassino' }) });
    await expect(
      welcome.getByText(`${WELCOME.percentage}% até ${formatCentavos(WELCOME.maxBonusCentavos)} + ${WELCOME.freeSpins} rodadas grátis`),
    ).toBeVisible();
    await expect(welcome.getByText(shared('pt-BR', 'promotions.figures.wagering', { multiple: BONUS_TERMS.defaultWageringMultiple }))).toBeVisible();
    await expect(welcome.getByText(shared('pt-BR', 'promotions.figures.validity_other', { count: BONUS_TERMS.validityDays }))).toBeVisible();
    await expect(
      welcome.getByText(shared('pt-BR', 'promotions.figures.winCap', { amount: formatCentavos(BONUS_TERMS.newMemberWinCapCentavos) })),
    ).toBeVisible();
    await welcome.getByText(shared('pt-BR', 'promotions.terms')).click();
    await expect(welcome.getByText(/Ative a oferta antes de depositar/)).toBeVisible();
    await welcome.getByRole('button', { name: shared('pt-BR', 'promotions.optInTo', { title: 'Bônus de boas-vindas do cassino' }) }).click();
    await expect(page.getByRole('dialog', { name: t('host', 'pt-BR', 'warning.title') })).toBeVisible();

    await useLanguage(page, 'en');
    await app.open('/promosports');
    const sports = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sports reload' }) });
    await expect(sports.getByText(`50% up to ${formatBRL(500)}`)).toBeVisible();
    await expect(sports.getByText(shared('en', 'promotions.figures.wagering', { multiple: 8 }))).toBeVisible();
    await app.open('/promotion');
    await expect(page.getByRole('heading', { name: 'Casino welcome bonus' })).toBeVisible();
    await expect(page.getByText(`${WELCOME.percentage}% up to ${formatCentavos(WELCOME.maxBonusCentavos)} + ${WELCOME.freeSpins} free spins`)).toBeVisible();
  });

  test('a player opts in and the card then shows the claimed offer instead of the button', async ({ app, page }) => {
    await verifiedPlayer(page);
    await app.open('/promotion');
    const reload = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Recarga do cassino' }) });
    await reload.getByRole('button', { name: shared('pt-BR', 'promotions.optInTo', { title: 'Recarga do cassino' }) }).click();
    await expect(reload.getByText(common('pt-BR', 'bonus.claimed'))).toBeVisible();
    await page.reload();
    await expect(reload.getByText(shared('pt-BR', 'promotions.thisClaimed'))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ativar oferta/ })).toHaveCount(0);
  });
});

test.describe('responsible gambling', () => {
  test('a daily deposit limit of R$ 50 set in the tools refuses a deposit of R$ 60 with the translated reason', async ({ app, page }) => {
    await verifiedPlayer(page);
    await app.open('/responsible-gambling');
    await expect(page.getByRole('heading', { name: account('rg.title') })).toBeVisible();
    const dailyName = account('rg.limits.names.deposit.day');
    const daily = page.locator('form').filter({ has: page.getByRole('heading', { name: dailyName }) });
    await daily.getByLabel(account('rg.limits.newLabel', { name: dailyName })).fill('50');
    await daily.getByRole('button', { name: account('rg.limits.save') }).click();
    await expect(daily.getByText(common('pt-BR', 'rg.limitSaved'))).toBeVisible();
    await expect(daily.getByText(formatBRL(50), { exact: true })).toBeVisible();

    await app.open('/user/wallet');
    await depositByCardForm(page, 60);
    await expect(page.getByText(shared('pt-BR', 'rg.errors.depositLimit.day', { limit: formatBRL(50), remaining: formatBRL(50) })).first()).toBeVisible();
  });
});

async function expectNoSeriousAxe(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousAxeFindings(page, { testInfo, reportName: name }), name).toEqual([]);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the bonus tab, the promotions and the responsible-gambling tools have no serious or critical axe violations', async ({ app, page }, testInfo) => {
      // Three pages and three audits on a shared two-core machine.
      test.slow();
      await verifiedPlayer(page);
      await depositWithBonus(page, 100, WELCOME.code);
      for (const [name, path] of [
        ['bonus-tab', '/user/wallet/user-bonus'],
        ['promotions', '/promotion'],
        ['rg-tools', '/responsible-gambling'],
      ] as const) {
        await app.open(path);
        if (name === 'bonus-tab') await expect(page.getByRole('progressbar')).toBeVisible();
        if (name === 'promotions') await expect(page.getByRole('heading', { name: 'Bônus de boas-vindas do cassino' })).toBeVisible();
        if (name === 'rg-tools') await expect(page.getByRole('heading', { name: account('rg.limits.names.loss.month') })).toBeVisible();
        await expectNoSeriousAxe(page, testInfo, name);
        if (process.env.BONUS_SHOTS) await page.screenshot({ path: `${process.env.BONUS_SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
      }
    });
  });
}

test.describe('legal pages', () => {
  const languages: readonly Language[] = ['pt-BR', 'en', 'tr'];
  const number = (value: number, language: Language) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  const units = (unit: string, count: number, language: Language) =>
    account(`legal.units.${unit}_${count === 1 ? 'one' : 'other'}`, { count: number(count, language) }, language);

  for (const language of languages) {
    test(`in ${language} they print the bonus and responsible-gambling figures from the terms`, async ({ app, page }) => {
      await useLanguage(page, language);
      const article = page.getByRole('article');
      const bodyText = async () => squash(await article.innerText());

      await app.open('/bonusterm');
      const bonus = await bodyText();
      expect(bonus).toContain(squash(new Intl.NumberFormat(language, { style: 'percent' }).format(WELCOME.percentage / 100)));
      expect(bonus).toContain(squash(formatCentavos(WELCOME.maxBonusCentavos)));
      expect(bonus).toContain(`${number(BONUS_TERMS.defaultWageringMultiple, language)}×`);
      expect(bonus).toContain(units('days', BONUS_TERMS.validityDays, language));
      expect(bonus).toContain(squash(formatCentavos(BONUS_TERMS.newMemberWinCapCentavos)));

      await app.open('/terms');
      const terms = await bodyText();
      expect(terms).toContain(squash(formatCentavos(WITHDRAWAL_TERMS.minCentavos)));
      // "2,5×" in pt-BR, "2.5 times" in en, "2,5 katı" in tr: the number, as the language writes it.
      expect(terms).toContain(number(WITHDRAWAL_TERMS.depositWageringMultiple, language));

      await app.open('/responsible-gambling');
      expect(await bodyText()).toContain(units('minutes', RESPONSIBLE_GAMBLING_TERMS.minRealityCheckMinutes, language));
    });
  }
});
