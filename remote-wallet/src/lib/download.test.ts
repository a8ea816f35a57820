import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.ts';
import { qrImageSource } from './qr-image.ts';

describe('downloads and images from the API', () => {
  it('names a download after Content-Disposition, without folders', () => {
    expect(fileNameFromDisposition('attachment; filename="palpite-transacoes-2026-11-21.csv"', 'x.csv')).toBe('palpite-transacoes-2026-11-21.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''transa%C3%A7%C3%B5es.csv", 'x.csv')).toBe('transações.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition(null, 'x.csv')).toBe('x.csv');
  });

  it('shows a QR code only when it is a plain SVG document', () => {
    expect(qrImageSource('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qrImageSource('<?xml version="1.0"?><svg></svg>')).not.toBeNull();
    expect(qrImageSource('<svg><script>alert(1)</script></svg>')).toBeNull();
    expect(qrImageSource('<img src=x onerror=alert(1)>')).toBeNull();
    expect(qrImageSource(undefined)).toBeNull();
  });
});
