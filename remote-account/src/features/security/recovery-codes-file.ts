export const RECOVERY_CODES_FILE_NAME = 'palpite-recovery-codes.txt';

/** The file's text: a header line saying whose codes they are and when they were made, then one code a line. */
export function recoveryCodesText(header: string, codes: readonly string[]): string {
  return [header, '', ...codes, ''].join('\n');
}

/** Saves the text as `palpite-recovery-codes.txt` through a temporary object URL; nothing leaves the browser. */
export function downloadRecoveryCodes(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_CODES_FILE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
