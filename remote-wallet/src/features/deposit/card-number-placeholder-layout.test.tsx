/**
 * The card number's placeholder, "0000 0000 0000 0000", was cut after "0000 0000 0000 00" at 200 %
 * text on a 375 px phone: the field, the form's width, is narrower than it there. It now shows only
 * where the field holds it whole. The test's DOM lays nothing out, so the rule is checked as written.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { declared, readStylesheet, splitAtRules } from '@palpite/shared/testing';
import { renderWallet } from '../../testing/wallet-testing.tsx';
import { CardFields } from './CardFields.tsx';
import { EMPTY_CARD } from './card-form.ts';
import styles from './DepositForm.module.css';

afterEach(cleanup);

/** Generous for the platform's sans fonts: a digit is about 0.56em wide, a space about 0.26em; 0.6em and 0.3em here. */
const PLACEHOLDER_REM = 16 * 0.6 + 3 * 0.3;
/** The field's padding (`--space-4`, 16 px) either side and its 1 px border: they do not grow with the text. */
const FIELD_CHROME_PX = 2 * 16 + 2;
/** The form on a 375 px phone: less the page's padding (16 px) and its card's (16 px) either side. */
const PHONE_FORM_PX = 375 - 2 * 16 - 2 * 16;

const form = splitAtRules(await readStylesheet(import.meta.url, 'DepositForm.module.css'), 'container');
const hiding = form.blocks.filter((block) => declared(block.css, '.cardNumber input::placeholder', 'color').includes('transparent'));
/** The form width in rem under which the placeholder is hidden, from `(width < Nrem)`. */
const hiddenBelowRem = Number(/^\(\s*width\s*<\s*([\d.]+)rem\s*\)$/.exec(hiding[0]?.condition ?? '')?.[1]);
const fitsWhole = (formPx: number, remPx: number) => formPx - FIELD_CHROME_PX >= PLACEHOLDER_REM * remPx;
const shown = (formPx: number, remPx: number) => formPx >= hiddenBelowRem * remPx;

describe('the card number’s placeholder', () => {
  it('is hidden by the form’s own width, in rem, where the field cannot hold it whole', () => {
    expect(hiding).toHaveLength(1);
    expect(hiding[0]?.name).toBe('deposit-form');
    expect(hiddenBelowRem).toBeGreaterThan(0);
  });

  it('shows only whole, at any text size from 100 % to 400 %', () => {
    for (const remPx of [16, 20, 24, 32, 48, 64]) {
      for (let formPx = 200; formPx <= 1200; formPx += 4) {
        if (shown(formPx, remPx)) expect(fitsWhole(formPx, remPx), `${formPx} px form, ${remPx} px rem`).toBe(true);
      }
    }
  });

  it('shows on a 375 px phone at 100 % text and not at 200 %', () => {
    expect(shown(PHONE_FORM_PX, 16)).toBe(true);
    expect(fitsWhole(PHONE_FORM_PX, 32)).toBe(false);
    expect(shown(PHONE_FORM_PX, 32)).toBe(false);
  });

  it('is the rule the card number field takes', async () => {
    await renderWallet(<CardFields card={EMPTY_CARD} onChange={() => undefined} errors={{}} />);
    expect(screen.getByPlaceholderText('0000 0000 0000 0000').closest(`.${styles.cardNumber}`)).not.toBeNull();
  });
});
