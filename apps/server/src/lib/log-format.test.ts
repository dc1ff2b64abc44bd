import { describe, expect, it } from 'vitest';
import { readableLogStream, redactTokens } from './log-format';

function printed(lines: (object | string)[]) {
  const out: string[] = [];
  const stream = readableLogStream({ write: (chunk: string) => out.push(chunk) > 0 });
  for (const line of lines) stream.write(typeof line === 'string' ? line : `${JSON.stringify(line)}\n`);
  return out.join('');
}

describe('log format', () => {
  it('redacts reset tokens from URLs', () => {
    expect(redactTokens('/reset-password?token=abc_DEF-123&id=u1')).toBe(
      '/reset-password?token=[redacted]&id=u1',
    );
    expect(redactTokens('/api/reset-password?id=u1&token=abc')).toBe(
      '/api/reset-password?id=u1&token=[redacted]',
    );
    expect(redactTokens('/shop?tokenish=1')).toBe('/shop?tokenish=1');
  });

  it('prints info as time and message, warnings and errors named, errors with their stack', () => {
    const time = new Date(2026, 0, 2, 12, 4, 5).getTime();
    expect(printed([{ level: 30, time, msg: 'GET /shop 200 3 ms', reqId: 'req-1' }])).toBe(
      '12:04:05 GET /shop 200 3 ms\n',
    );
    expect(printed([{ level: 40, time, msg: 'slow' }])).toBe('12:04:05 WARN slow\n');
    expect(
      printed([
        { level: 50, time, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } },
      ]),
    ).toBe('12:04:05 ERROR request failed\nError: boom\n    at x\n');
  });

  it('passes on a line that is not JSON as it is', () => {
    expect(printed(['plain text\n'])).toBe('plain text\n');
  });
});
