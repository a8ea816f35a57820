import { saveBlob } from '@palpite/shared';

/** The file's text: a header line saying whose codes they are and when they were made, then one code a line. */
export function recoveryCodesText(header: string, codes: readonly string[]): string {
  return [header, '', ...codes, ''].join('\n');
}

/** Saves the text as `palpite-recovery-codes.txt`; nothing leaves the browser. */
export function downloadRecoveryCodes(text: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'palpite-recovery-codes.txt');
}
