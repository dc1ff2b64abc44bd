import { describe, expect, it } from 'vitest';
import { descriptionTextFromHtml, sanitizeDescriptionHtml } from './description-html';

describe('sanitizeDescriptionHtml', () => {
  it('keeps simple formatting and strips attributes', () => {
    expect(sanitizeDescriptionHtml('<p class="x" onclick="alert(1)">Soft <strong>silk</strong></p>')).toBe(
      '<p>Soft <strong>silk</strong></p>',
    );
    expect(sanitizeDescriptionHtml('<UL><LI>Hand wash</LI></UL><br/>')).toBe(
      '<ul><li>Hand wash</li></ul><br>',
    );
  });

  it('drops scripts, styles and active content with what they contain', () => {
    expect(sanitizeDescriptionHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeDescriptionHtml('<style>p{}</style><svg onload=alert(1)><circle/></svg>ok')).toBe('ok');
    expect(sanitizeDescriptionHtml('<script>never closed')).toBe('');
    expect(sanitizeDescriptionHtml('a<!-- <script> -->b')).toBe('ab');
  });

  it('keeps the text of other tags but not the tags', () => {
    expect(sanitizeDescriptionHtml('<a href="javascript:alert(1)">Size guide</a>')).toBe('Size guide');
    expect(sanitizeDescriptionHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeDescriptionHtml('<div><span>Linen</span></div>')).toBe('Linen');
  });

  it('escapes stray markup characters but keeps real entities', () => {
    expect(sanitizeDescriptionHtml('5 < 6 & "quoted" &amp; &eacute; &#8211; &bogus')).toBe(
      '5 &lt; 6 &amp; &quot;quoted&quot; &amp; &eacute; &#8211; &amp;bogus',
    );
    expect(sanitizeDescriptionHtml('<<script>x</script>p>')).toBe('<p>');
    expect(sanitizeDescriptionHtml('<<script></script>img src=x onerror=alert(1)>')).toBe('');
  });

  it('derives plain text', () => {
    expect(descriptionTextFromHtml('<p>Soft &amp; light.</p><ul><li>Silk</li><li>Dry clean</li></ul>')).toBe(
      'Soft & light. Silk Dry clean',
    );
  });
});
