/** @jest-environment jsdom */
// /stories/9999 answers 404 with the spec's StoryDetail error ('Unable to load story.', section 8)
// and the ways on: other stories and the marketplace.
import { render, screen } from '@testing-library/react';
import StoryNotFound from '@/app/(site)/stories/[id]/[[...slug]]/not-found';

describe('the story 404 page', () => {
  it('says the spec’s “Unable to load story.” under its heading, with links to other stories', () => {
    render(<StoryNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that story" })).toBeInTheDocument();
    expect(screen.getByText('Unable to load story.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read other stories' })).toHaveAttribute('href', '/stories');
  });
});
