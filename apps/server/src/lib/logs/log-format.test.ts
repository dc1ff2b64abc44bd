import { describe, expect, it } from 'vitest';
import { loggedUrl, maskLogLine, readableLogStream, redactTokens } from './log-format';

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

  it('masks email addresses in logged URLs, plain or percent-encoded, and redacts tokens', () => {
    expect(loggedUrl('/api/orders/jane%40example.com')).toBe('/api/orders/j***%40e***.com');
    expect(loggedUrl('/api/stats/user-stats/jane@example.com')).toBe('/api/stats/user-stats/j***@e***.com');
    expect(loggedUrl('/api/reset-password?token=abc&id=u1')).toBe(
      '/api/reset-password?token=[redacted]&id=u1',
    );
    expect(loggedUrl('/api/orders/mine')).toBe('/api/orders/mine');
  });

  it('masks email addresses anywhere in a JSON log line, keeping it valid JSON', () => {
    const line = `${JSON.stringify({
      level: 50,
      msg: 'password reset mail could not be sent',
      err: {
        message: "Can't send mail - all recipients were rejected: 550 <jane@example.com>: rejected",
        stack: 'Error: 550 <jane@example.com>\n    at x',
        rejected: ['jane@example.com'],
        responseCode: 550,
      },
    })}\n`;
    const masked = maskLogLine(line);
    expect(masked.endsWith('\n')).toBe(true);
    expect(masked).not.toContain('jane');
    expect(JSON.parse(masked)).toEqual({
      level: 50,
      msg: 'password reset mail could not be sent',
      err: {
        message: "Can't send mail - all recipients were rejected: 550 <j***@e***.com>: rejected",
        stack: 'Error: 550 <j***@e***.com>\n    at x',
        rejected: ['j***@e***.com'],
        responseCode: 550,
      },
    });
    const plain = '{"level":30,"msg":"GET /shop 200 3 ms"}\n';
    expect(maskLogLine(plain)).toBe(plain);
    expect(maskLogLine('not json: jane@example.com\n')).toBe('not json: j***@e***.com\n');
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
