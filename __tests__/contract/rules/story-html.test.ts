import { sanitizeStoryHtml } from '@/contract/rules/story-html';

describe('sanitizeStoryHtml', () => {
  it('keeps the story’s text markup as written', () => {
    const html =
      '<p>In <strong>Kitui</strong>, <em>weavers</em> start early.</p><h2>Where it began</h2><ul><li>Sisal</li></ul><blockquote><p>Weave while you talk.</p><footer>Mwende Musyoka</footer></blockquote>';
    expect(sanitizeStoryHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames, forms and embedded objects with their content', () => {
    const out = sanitizeStoryHtml(
      '<p>Safe</p><script>alert(1)</script><style>p{display:none}</style><iframe src="https://evil.example">x</iframe><object data="x">o</object><embed src="x"><form action="https://evil.example"><input name="card"></form><svg><script>alert(2)</script></svg>',
    );
    expect(out).toBe('<p>Safe</p>');
  });

  it('removes event handlers, inline styles, classes and ids', () => {
    expect(sanitizeStoryHtml('<p onclick="steal()" onmouseover="x()" style="position:fixed" class="promo" id="a">Hello</p>')).toBe('<p>Hello</p>');
    expect(sanitizeStoryHtml('<img src="/media/stories/1.png" alt="Kiondo" onerror="steal()">')).not.toMatch(/onerror/);
  });

  it('drops javascript:, data: and protocol-relative links, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ]) {
      expect(sanitizeStoryHtml(`<a href="${href}">link</a>`)).toBe('<a>link</a>');
    }
  });

  it('keeps ordinary links, and marks links out of the site nofollow noopener', () => {
    expect(sanitizeStoryHtml('<a href="/marketplace?category=baskets">Shop baskets</a>')).toBe('<a href="/marketplace?category=baskets">Shop baskets</a>');
    expect(sanitizeStoryHtml('<a href="mailto:support@crafts.ke">Write to us</a>')).toBe('<a href="mailto:support@crafts.ke">Write to us</a>');
    expect(sanitizeStoryHtml('<a href="https://example.org" rel="opener" target="_blank">Source</a>')).toBe(
      '<a href="https://example.org" rel="nofollow noopener noreferrer">Source</a>',
    );
  });

  it('serves the API’s images from our own origin and leaves out images from anywhere else', () => {
    expect(sanitizeStoryHtml('<img src="http://127.0.0.1:4000/media/stories/3.png" alt="Kente strips">')).toBe(
      '<img src="/media/stories/3.png" alt="Kente strips" loading="lazy" decoding="async" />',
    );
    expect(sanitizeStoryHtml('<p>a<img src="https://tracker.example/pixel.png">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeStoryHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('turns a heading 1 into a heading 2, since the page’s title is its one heading 1', () => {
    expect(sanitizeStoryHtml('<h1>Where it began</h1>')).toBe('<h2>Where it began</h2>');
  });

  it('escapes text so that broken markup cannot open a tag', () => {
    expect(sanitizeStoryHtml('<p>5 < 6 & "quotes"</p>')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
  });
});
