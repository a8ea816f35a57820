import { describe, expect, it } from 'vitest';
import { groupSecret, isOtpauthUri, qrImageSource } from './qr-image.ts';

describe('2FA setup helpers', () => {
  it('turns the API SVG into an image data URL', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    expect(qrImageSource(svg)).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(qrImageSource(`<?xml version="1.0"?>\n${svg}`)).not.toBeNull();
  });

  it('refuses anything that is not a plain SVG document', () => {
    expect(qrImageSource('<div>hi</div>')).toBeNull();
    expect(qrImageSource('<svg><script>alert(1)</script></svg>')).toBeNull();
    expect(qrImageSource('<svg><SCRIPT src=x></SCRIPT></svg>')).toBeNull();
    expect(qrImageSource('<svgfoo>')).toBeNull();
  });

  it('groups the secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('offers only otpauth links', () => {
    expect(isOtpauthUri('otpauth://totp/Palpite:ana?secret=X')).toBe(true);
    expect(isOtpauthUri('javascript:alert(1)')).toBe(false);
  });
});
