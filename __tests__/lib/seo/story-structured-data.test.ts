import { articleJsonLd, faqJsonLd } from '@/lib/seo/structured-data';
import { envForFile } from '../../support/env';

envForFile('SITE_URL', 'https://mikono.example');

describe('articleJsonLd', () => {
  it('describes a story as a BlogPosting with absolute URLs, its dates, author and publisher', () => {
    const data = articleJsonLd({
      path: '/stories/12/weaving-a-kiondo',
      headline: 'Weaving a Kiondo',
      alternativeHeadline: 'Weaving a Kiondo | Crafts Marketplace Stories',
      description: 'In Kitui, weavers start early.',
      image: '/media/stories/1.png',
      datePublished: '2026-01-15T09:00:00.000Z',
      dateModified: null,
      author: 'admin@demo.crafts.ke',
      section: 'Artisan Stories',
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://mikono.example/stories/12/weaving-a-kiondo',
      mainEntityOfPage: 'https://mikono.example/stories/12/weaving-a-kiondo',
      headline: 'Weaving a Kiondo',
      alternativeHeadline: 'Weaving a Kiondo | Crafts Marketplace Stories',
      image: ['https://mikono.example/media/stories/1.png'],
      datePublished: '2026-01-15T09:00:00.000Z',
      dateModified: '2026-01-15T09:00:00.000Z',
      articleSection: 'Artisan Stories',
      author: { '@type': 'Person', name: 'admin@demo.crafts.ke' },
      publisher: { '@type': 'Organization', name: 'Mikono' },
    });
  });

  it('leaves out what the story does not have, and credits the marketplace without an author', () => {
    const data = articleJsonLd({ path: '/stories/3/x', headline: 'X', alternativeHeadline: 'X', datePublished: '2026-01-01T00:00:00.000Z' });
    expect(data).not.toHaveProperty('alternativeHeadline');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data.author).toMatchObject({ '@type': 'Organization', name: 'Mikono' });
  });
});

describe('faqJsonLd', () => {
  it('lists every question with its answer', () => {
    expect(faqJsonLd([{ question: 'Can I return a piece?', answer: 'Yes, within 14 days.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Can I return a piece?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 14 days.' } }],
    });
  });
});
