/** @jest-environment node */
// The support-ticket route handlers: each refuses a visitor (401, before the API) and another site
// (403), answers bad input with 422 and the form's message, passes another buyer's ticket on as a
// 404, ends the session when the API refuses the token, and answers the ticket normalised without
// the buyer's token in it.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST as createTicket } from '@/app/api/support-tickets/route';
import { POST as postMessage } from '@/app/api/support-tickets/[ticketId]/messages/route';
import { PATCH as patchStatus } from '@/app/api/support-tickets/[ticketId]/status/route';
import {
  adminSession as admin,
  API,
  buyerSession as buyer,
  envelope,
  expectPrivateJson,
  expectSessionEnded,
  jsonRequest as request,
  routeContext as ctx,
  TOKEN,
  UNAUTHENTICATED,
} from '../auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const ticketJson = {
  ticket_id: 31,
  subject: 'Basket arrived damaged',
  description: 'One handle is torn.',
  ticket_category: 'delivery',
  priority: 'high',
  status: 'open',
  order_id: 9,
  order_number: 'ORD-2026-000009',
  message_count: 0,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  messages: [],
};
const staffAnswer = { id: 4, author_role: 'staff', author_name: 'Njeri K.', body: 'A new one is on its way.', created_at: '2026-11-01T09:00:00.000Z' };

const fullForm = { subject: ' Basket arrived damaged ', description: 'One handle is torn.', ticket_category: 'delivery', priority: 'high', order_id: '9' };

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(buyer);

describe('every support-ticket handler', () => {
  const calls: [string, string, () => Promise<Response>][] = [
    [
      'POST /api/support-tickets',
      '/support-tickets',
      () => createTicket(request('POST', '/api/support-tickets', { subject: 'Hi', message: 'Hello' }), ctx({})),
    ],
    [
      'POST /api/support-tickets/31/messages',
      '/support-tickets/31/messages',
      () => postMessage(request('POST', '/api/support-tickets/31/messages', { body: 'Any news?' }), ctx({ ticketId: '31' })),
    ],
    [
      'PATCH /api/support-tickets/31/status',
      '/support-tickets/31/status',
      () => patchStatus(request('PATCH', '/api/support-tickets/31/status', { status: 'resolved' }), ctx({ ticketId: '31' })),
    ],
  ];

  it.each(calls)('%s answers 401 to a visitor without calling the API', async (name, path, call) => {
    mockedSession.mockResolvedValue(null);
    const scope = nock(API).intercept(path, name.split(' ')[0]).reply(200, envelope('ok', ticketJson));
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to continue.' });
    expect(scope.isDone()).toBe(false);
  });

  it.each(calls)('%s ends the session when the API refuses the token', async (name, path, call) => {
    mockedSession.mockResolvedValue(name.startsWith('PATCH') ? admin : buyer);
    nock(API).intercept(path, name.split(' ')[0]).reply(401, UNAUTHENTICATED);
    const response = await call();
    expectSessionEnded(response);
  });

  it('refuses another site’s write (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await createTicket(
      request('POST', '/api/support-tickets', { subject: 'Hi', message: 'Hello' }, { origin: 'https://evil.example' }),
      ctx({}),
    );
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
    const noOrigin = await postMessage(request('POST', '/api/support-tickets/31/messages', { body: 'Hi' }, { origin: null }), ctx({ ticketId: '31' }));
    expect(noOrigin.status).toBe(403);
  });
});

describe('POST /api/support-tickets', () => {
  it('opens CreateTicket’s ticket at the API with the buyer’s token and answers it normalised', async () => {
    const scope = nock(API)
      .post('/support-tickets', {
        subject: 'Basket arrived damaged',
        description: 'One handle is torn.',
        ticket_category: 'delivery',
        priority: 'high',
        order_id: 9,
      })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Ticket created successfully!', ticketJson));
    const response = await createTicket(request('POST', '/api/support-tickets', fullForm), ctx({}));
    expect(scope.isDone()).toBe(true);
    await expectPrivateJson(response, 201, {
      message: 'Ticket created successfully!',
      ticket: {
        id: 31,
        subject: 'Basket arrived damaged',
        description: 'One handle is torn.',
        category: 'delivery',
        priority: 'high',
        status: 'open',
        orderId: 9,
        orderNumber: 'ORD-2026-000009',
        messageCount: 0,
        createdAt: '2026-11-01T08:00:00.000Z',
        updatedAt: '2026-11-01T08:00:00.000Z',
        // Named to an admin only.
        buyer: null,
        messages: [],
      },
    });
  });

  it('opens the modal’s {subject, message} ticket with the spec’s defaults (delivery, high, no order)', async () => {
    const scope = nock(API)
      .post('/support-tickets', {
        subject: 'Where is my parcel?',
        description: 'It has been a week.',
        ticket_category: 'delivery',
        priority: 'high',
        order_id: null,
      })
      .reply(201, envelope('Ticket created successfully!', { ...ticketJson, subject: 'Where is my parcel?', order_id: null, order_number: null }));
    const response = await createTicket(request('POST', '/api/support-tickets', { subject: 'Where is my parcel?', message: ' It has been a week. ' }), ctx({}));
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'Ticket created successfully!', ticket: { subject: 'Where is my parcel?', orderId: null } });
  });

  it('answers missing fields with 422 and the form’s messages, before the API', async () => {
    const scope = nock(API).post('/support-tickets').reply(201, envelope('Ticket created successfully!', ticketJson));
    const full = await createTicket(request('POST', '/api/support-tickets', { ...fullForm, subject: ' ', description: '' }), ctx({}));
    expect(full.status).toBe(422);
    expect(await full.json()).toEqual({
      message: 'Please enter a subject.',
      fieldErrors: { subject: 'Please enter a subject.', description: 'Please enter a description.' },
    });

    const modal = await createTicket(request('POST', '/api/support-tickets', { subject: 'Hi', message: '   ' }), ctx({}));
    expect(modal.status).toBe(422);
    expect(await modal.json()).toEqual({ message: 'Please enter a message.', fieldErrors: { message: 'Please enter a message.' } });

    const badChoices = await createTicket(
      request('POST', '/api/support-tickets', { ...fullForm, ticket_category: 'urgent', priority: 'asap', order_id: 'abc' }),
      ctx({}),
    );
    expect(badChoices.status).toBe(422);
    expect((await badChoices.json()).fieldErrors).toEqual({
      ticket_category: 'Please choose a category.',
      priority: 'Please choose a priority.',
      order_id: 'Please choose one of your orders.',
    });

    const notJson = await createTicket(request('POST', '/api/support-tickets', undefined, { raw: '{oops' }), ctx({}));
    expect(notJson.status).toBe(400);
    expect(scope.isDone()).toBe(false);
  });

  it('passes on the API’s refusal of an order that is not the buyer’s (422 on the field)', async () => {
    nock(API)
      .post('/support-tickets')
      .reply(422, envelope('Please choose one of your orders.', { order_id: ['Please choose one of your orders.'] }, 'error'));
    const response = await createTicket(request('POST', '/api/support-tickets', { ...fullForm, order_id: 77 }), ctx({}));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Please choose one of your orders.', fieldErrors: { order_id: 'Please choose one of your orders.' } });
  });

  it("says 'Failed to create ticket' when the API fails or cannot be reached", async () => {
    nock(API)
      .post('/support-tickets')
      .reply(500, envelope('Server error', null, 'error'));
    const failed = await createTicket(request('POST', '/api/support-tickets', fullForm), ctx({}));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'Failed to create ticket' });

    nock(API).post('/support-tickets').replyWithError({ code: 'ECONNREFUSED' });
    const unreachable = await createTicket(request('POST', '/api/support-tickets', fullForm), ctx({}));
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toEqual({ message: 'Failed to create ticket' });
  });
});

describe('POST /api/support-tickets/{id}/messages', () => {
  it('sends the buyer’s message, leaving out a status they sent, and answers the conversation', async () => {
    const buyerMessage = { id: 5, author_role: 'buyer', author_name: 'Amina W.', body: 'Thank you!', created_at: '2026-11-01T10:00:00.000Z' };
    const scope = nock(API)
      .post('/support-tickets/31/messages', { body: 'Thank you!' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Message sent.', { ...ticketJson, message_count: 2, messages: [staffAnswer, buyerMessage] }));
    const response = await postMessage(
      request('POST', '/api/support-tickets/31/messages', { body: ' Thank you! ', status: 'closed' }),
      ctx({ ticketId: '31' }),
    );
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Message sent.');
    expect(body.ticket.messages).toEqual([
      { id: 4, author: 'staff', authorName: 'Njeri K.', body: 'A new one is on its way.', createdAt: '2026-11-01T09:00:00.000Z' },
      { id: 5, author: 'buyer', authorName: 'Amina W.', body: 'Thank you!', createdAt: '2026-11-01T10:00:00.000Z' },
    ]);
  });

  it('passes an admin’s chosen status on with the answer', async () => {
    mockedSession.mockResolvedValue(admin);
    const scope = nock(API)
      .post('/support-tickets/31/messages', { body: 'A new one is on its way.', status: 'resolved' })
      .reply(201, envelope('Message sent.', { ...ticketJson, status: 'resolved', message_count: 1, messages: [staffAnswer] }));
    const response = await postMessage(
      request('POST', '/api/support-tickets/31/messages', { body: 'A new one is on its way.', status: 'resolved' }),
      ctx({ ticketId: '31' }),
    );
    expect(scope.isDone()).toBe(true);
    expect(await response.json()).toMatchObject({ ticket: { status: 'resolved', messageCount: 1 } });
  });

  it('answers another buyer’s ticket as a 404, and a path that is no id without calling the API', async () => {
    nock(API)
      .post('/support-tickets/77/messages')
      .reply(404, envelope('Ticket not found', null, 'error'));
    const theirs = await postMessage(request('POST', '/api/support-tickets/77/messages', { body: 'Hello?' }), ctx({ ticketId: '77' }));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: 'Ticket not found' });

    const notAnId = await postMessage(request('POST', '/api/support-tickets/abc/messages', { body: 'Hello?' }), ctx({ ticketId: 'abc' }));
    expect(notAnId.status).toBe(404);
    expect(await notAnId.json()).toEqual({ message: 'Ticket not found' });
  });

  it("says 'Please write a message.' for an empty message (422), before the API", async () => {
    const scope = nock(API).post('/support-tickets/31/messages').reply(201, envelope('Message sent.', ticketJson));
    const response = await postMessage(request('POST', '/api/support-tickets/31/messages', { body: '  ' }), ctx({ ticketId: '31' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Please write a message.', fieldErrors: { body: 'Please write a message.' } });
    expect(scope.isDone()).toBe(false);
  });
});

describe('PATCH /api/support-tickets/{id}/status', () => {
  it('is refused to a buyer (403) without calling the API', async () => {
    const scope = nock(API).patch('/support-tickets/31/status').reply(200, envelope('Ticket status updated.', ticketJson));
    const response = await patchStatus(request('PATCH', '/api/support-tickets/31/status', { status: 'closed' }), ctx({ ticketId: '31' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Only an admin can do this.' });
    expect(scope.isDone()).toBe(false);
  });

  it('lets an admin change the status, and answers a status that is not one of the four with 422', async () => {
    mockedSession.mockResolvedValue(admin);
    const scope = nock(API)
      .patch('/support-tickets/31/status', { status: 'closed' })
      .reply(200, envelope('Ticket status updated.', { ...ticketJson, status: 'closed' }));
    const response = await patchStatus(request('PATCH', '/api/support-tickets/31/status', { status: 'closed' }), ctx({ ticketId: '31' }));
    expect(scope.isDone()).toBe(true);
    expect(await response.json()).toMatchObject({ message: 'Ticket status updated.', ticket: { id: 31, status: 'closed' } });

    const bad = await patchStatus(request('PATCH', '/api/support-tickets/31/status', { status: 'gone' }), ctx({ ticketId: '31' }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ message: 'Please choose a status.', fieldErrors: { status: 'Please choose a status.' } });
  });
});
