import { describe, expect, it } from 'vitest';
import { replyMailto } from './contact';

describe('replyMailto', () => {
  it('encodes the subject on one line, so a stored CR/LF adds no header to the reply', () => {
    const href = replyMailto('pat@example.com', 'Hi\r\nBcc: all@example.com\n\nbody=x&cc=y');
    expect(href).toBe('mailto:pat@example.com?subject=Re%3A%20Hi%20Bcc%3A%20all%40example.com%20body%3Dx%26cc%3Dy');
    expect(decodeURIComponent(href)).not.toMatch(/[\r\n]/);
  });
  it('encodes the address, so it cannot add a query of its own', () => {
    expect(replyMailto('a@b.example?bcc=c@d.example', 'x')).toBe(
      'mailto:a@b.example%3Fbcc%3Dc@d.example?subject=Re%3A%20x',
    );
  });
});
