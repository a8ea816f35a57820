import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('URLs in the request log', () => {
  it('keep their path and ordinary parameters, not the values that act as credentials', () => {
    expect(redactUrl('/api/palpite/games/abc/launch?token=s3cr3t&lang=pt-BR')).toBe('/api/palpite/games/abc/launch?token=[redacted]&lang=pt-BR');
    expect(redactUrl('/x?launch_token=a&Signature=b&page=2&promo')).toBe('/x?launch_token=[redacted]&Signature=[redacted]&page=2&promo');
    expect(redactUrl('/api/palpite/user/bets?status=won&limit=20')).toBe('/api/palpite/user/bets?status=won&limit=20');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
