/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'next-auth/react';
import { ReviewForm } from '@/components/product/review-form';
import { REVIEWS_CHANGED_EVENT } from '@/components/product/review-events';
import { fetchMock, installFetch, jsonResponse } from '../../support/browser';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
jest.mock('next-auth/react', () => ({ useSession: jest.fn() }));
const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;

function sessionStatus(status: 'authenticated' | 'unauthenticated' | 'loading') {
  mockedUseSession.mockReturnValue({ data: null, status, update: jest.fn() } as unknown as ReturnType<typeof useSession>);
}

beforeEach(() => {
  jest.clearAllMocks();
  installFetch();
  sessionStatus('authenticated');
});

async function openForm() {
  const user = userEvent.setup();
  render(<ReviewForm productId={42} productName="Kiondo Sisal Basket" />);
  await user.click(screen.getByRole('button', { name: 'Write a Review' }));
  return user;
}

describe('ReviewForm', () => {
  it('asks for a rating and a comment before sending anything', async () => {
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Please choose a rating.')).toBeInTheDocument();
    expect(screen.getByText('Please write a comment.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.queryByText('Please choose a rating.')).not.toBeInTheDocument();
    expect(screen.getByText('Please write a comment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the rating as five radio buttons in a labelled group', async () => {
    await openForm();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('posts the review, thanks the buyer and tells the list and the page to show it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Thank you for your review!' }));
    const announced = jest.fn();
    window.addEventListener(REVIEWS_CHANGED_EVENT, (event) => announced((event as CustomEvent).detail));
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), ' Beautiful weave, sturdy straps. ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your review!');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/reviews/42');
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 5, comment: 'Beautiful weave, sturdy straps.' });
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledWith({ productId: 42 });
  });

  it('asks a visitor whose session is gone (401) to log in, with a link back to this product', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Please log in to write a review.' }));
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Nice.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in to write a review.');
    const link = within(alert).getByRole('link', { name: 'Log in' });
    expect(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('redirect')).toBe('/product/42');
    expect(link.getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it('tells a logged-out visitor to log in as soon as they ask to write a review', async () => {
    sessionStatus('unauthenticated');
    await openForm();
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to write a review.');
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('shows the route’s field error beside its field, with no second message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'Your comment is too long (2,000 characters at most).',
        fieldErrors: { comment: 'Your comment is too long (2,000 characters at most).' },
      }),
    );
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Lovely.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const comment = screen.getByLabelText('Your review');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your comment is too long (2,000 characters at most).');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Your comment is too long (2,000 characters at most).');
    expect(comment).toHaveFocus();
  });

  it('says so when the buyer has already reviewed the product', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'You have already reviewed this product.' }));
    const user = await openForm();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Again.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this product.');
  });
});
