/** @jest-environment node */
// The console's story handlers (issue 33, point 7): write a draft, change it, publish and
// unpublish it. Each sends the admin's token and the form's fields as the contract reads them,
// answers its message and where the story stands, passes the API's 422 (a slug already taken,
// beside the slug) and 409 on with its words, checks the title before the API, and refuses a
// buyer or seller (403) before the API.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as create } from '@/app/api/admin/stories/route';
import { PATCH as change } from '@/app/api/admin/stories/[id]/route';
import { POST as step } from '@/app/api/admin/stories/[id]/[storyStep]/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { adminSession, API, envelope, TOKEN } = helpers;

const storyJson = (status: 'draft' | 'published') => ({
  post_id: 12,
  slug: 'kikoi-looms-of-lamu',
  title: 'Kikoi looms of Lamu',
  status,
  published_at: status === 'published' ? '2026-11-28T09:00:00.000Z' : null,
  category_id: 3,
  category_name: 'Textiles',
  author_email: 'admin@example.test',
  author_name: 'Console Admin',
  featured_image: 'http://upstream.test/media/uploads/0123456789abcdef0123456789abcdef.webp',
  alt_text: 'A loom',
  meta_title: null,
  meta_description: null,
  created_at: '2026-11-28T08:00:00.000Z',
  updated_at: '2026-11-28T09:00:00.000Z',
  content: '<p>Cotton <strong>woven</strong>.</p>',
});

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(adminSession);

const ctx = (storyStep?: string) => helpers.routeContext(storyStep ? { id: '12', storyStep } : { id: '12' });

/** The form's values as it sends them: text, a blank slug and the category's id as text. */
const formBody = {
  title: ' Kikoi looms of Lamu ',
  slug: '',
  category_id: '3',
  author_email: '',
  featured_image: '/media/uploads/0123456789abcdef0123456789abcdef.webp',
  alt_text: 'A loom',
  content: '<p>Cotton <strong>woven</strong>.</p>',
  meta_title: '',
  meta_description: '',
};

describe('writing a story', () => {
  it('sends the checked fields with the admin’s token and answers where the draft stands', async () => {
    const scope = nock(API)
      .post('/admin/blogs', {
        title: 'Kikoi looms of Lamu',
        slug: null,
        category_id: 3,
        author_email: null,
        featured_image: '/media/uploads/0123456789abcdef0123456789abcdef.webp',
        alt_text: 'A loom',
        content: '<p>Cotton <strong>woven</strong>.</p>',
        meta_title: null,
        meta_description: null,
      })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Story saved as a draft.', storyJson('draft')));
    const response = await create(helpers.jsonRequest('POST', '/api/admin/stories', formBody), helpers.routeContext({}));
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 201, { message: 'Story saved as a draft.', story: { id: 12, slug: 'kikoi-looms-of-lamu', status: 'draft' } });
  });

  it('asks for the title without calling the API', async () => {
    const response = await create(helpers.jsonRequest('POST', '/api/admin/stories', { ...formBody, title: '  ' }), helpers.routeContext({}));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The title is required.', fieldErrors: { title: 'The title is required.' } });
  });

  it('passes a slug already taken on beside the slug', async () => {
    nock(API)
      .patch('/admin/blogs/12')
      .reply(422, envelope('The slug has already been taken.', { slug: ['The slug has already been taken.'] }, 'error'));
    const response = await change(helpers.jsonRequest('PATCH', '/api/admin/stories/12', { ...formBody, slug: 'taken' }), ctx());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The slug has already been taken.', fieldErrors: { slug: 'The slug has already been taken.' } });
  });
});

describe('publishing and unpublishing', () => {
  it.each([
    ['publish', 'published', 'Story published: it is on Stories and in the sitemap.'],
    ['unpublish', 'draft', 'Story unpublished: it is a draft again and has left Stories.'],
  ] as const)('%s answers its message and the story’s status', async (name, status, text) => {
    const scope = nock(API)
      .post(`/admin/blogs/12/${name}`)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('ok', storyJson(status)));
    const response = await step(helpers.jsonRequest('POST', `/api/admin/stories/12/${name}`), ctx(name));
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: text, story: { id: 12, slug: 'kikoi-looms-of-lamu', status } });
  });

  it('passes the API’s 409 on with its words', async () => {
    nock(API)
      .post('/admin/blogs/12/publish')
      .reply(409, envelope('This story is already published.', null, 'error'));
    const response = await step(helpers.jsonRequest('POST', '/api/admin/stories/12/publish'), ctx('publish'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This story is already published.' });
  });
});

it('refuses a buyer and a seller (403) without calling the API', async () => {
  for (const userType of ['buyer', 'seller'] as const) {
    mockedSession.mockResolvedValue(helpers.sessionAs(userType));
    expect((await create(helpers.jsonRequest('POST', '/api/admin/stories', formBody), helpers.routeContext({}))).status).toBe(403);
    expect((await change(helpers.jsonRequest('PATCH', '/api/admin/stories/12', formBody), ctx())).status).toBe(403);
    expect((await step(helpers.jsonRequest('POST', '/api/admin/stories/12/publish'), ctx('publish'))).status).toBe(403);
  }
});
