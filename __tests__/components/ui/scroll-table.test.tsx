/** @jest-environment jsdom */
// An account table too wide for the screen says so (a fade on the side with more, a "scroll for
// more" hint) and is a region named by its caption that the keyboard can focus; a table that fits
// says nothing and is not a stop for the Tab key.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollTable } from '@/components/ui/scroll-table';

/** jsdom lays nothing out: give every box the widths a 390 px phone would. */
function layOut({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderTable() {
  return render(
    <ScrollTable>
      <table>
        <caption>Your payments, newest first</caption>
        <tbody>
          <tr>
            <td>PAY-1</td>
          </tr>
        </tbody>
      </table>
    </ScrollTable>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('ScrollTable', () => {
  it('marks hidden columns with a fade and a hint, in a focusable region named by the caption', () => {
    layOut({ scrollWidth: 820, clientWidth: 340 });
    renderTable();
    const region = screen.getByRole('region', { name: 'Your payments, newest first' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription('Scroll sideways for more columns.');
    expect(screen.getByText('Scroll sideways for more columns.')).toBeVisible();
    const edges = region.parentElement as HTMLElement;
    expect(edges).toHaveAttribute('data-more-right');
    expect(edges).not.toHaveAttribute('data-more-left');
  });

  it('moves the fade to the left once the buyer has scrolled to the last column', () => {
    layOut({ scrollWidth: 820, clientWidth: 340 });
    renderTable();
    const region = screen.getByRole('region', { name: 'Your payments, newest first' });
    act(() => {
      region.scrollLeft = 480;
      fireEvent.scroll(region);
    });
    const edges = region.parentElement as HTMLElement;
    expect(edges).toHaveAttribute('data-more-left');
    expect(edges).not.toHaveAttribute('data-more-right');
  });

  it('says nothing, and is no Tab stop, when every column fits', () => {
    layOut({ scrollWidth: 900, clientWidth: 900 });
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Scroll sideways for more columns.')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
