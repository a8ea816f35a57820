import { describe, expect, it } from 'vitest';
import { withTimeouts } from './mailer.ts';

describe('the SMTP connection', () => {
  it('gets short timeouts unless its URL sets its own', () => {
    const url = new URL(withTimeouts('smtps://user:secret@smtp.example.com:465/?socketTimeout=5000'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ socketTimeout: '5000', connectionTimeout: '10000', greetingTimeout: '10000' });
    expect(url.username).toBe('user');
    expect(url.host).toBe('smtp.example.com:465');
  });
});
