import { describe, expect, it } from 'vitest';
import { linkify } from './dev-mailbox-pages';

describe('linkify', () => {
  it('links http and https addresses, leaving sentence punctuation outside', () => {
    expect(linkify('See https://a.test/x?y=1&z=2, or http://b.test.')).toBe(
      'See <a href="https://a.test/x?y=1&amp;z=2" rel="noreferrer">https://a.test/x?y=1&amp;z=2</a>, or <a href="http://b.test" rel="noreferrer">http://b.test</a>.',
    );
  });

  it('escapes everything else and links no other scheme', () => {
    expect(linkify('<img src=x> javascript:alert(1) data:text/html,<b> ftp://f.test')).toBe(
      '&lt;img src=x&gt; javascript:alert(1) data:text/html,&lt;b&gt; ftp://f.test',
    );
  });

  it('ends a link at a quote or angle bracket, so it cannot break out of the attribute', () => {
    expect(linkify('https://a.test/"onmouseover="x <https://b.test/>')).toBe(
      '<a href="https://a.test/" rel="noreferrer">https://a.test/</a>&quot;onmouseover=&quot;x &lt;<a href="https://b.test/" rel="noreferrer">https://b.test/</a>&gt;',
    );
  });
});
