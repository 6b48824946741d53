/** @jest-environment jsdom */
// The preference screens: real switches (role="switch", labelled, keyboard operable) that show what
// the API has, send every switch on Save, confirm for 2 s, and say the handler's message otherwise;
// on /newsletter the island asks a visitor to log in and a buyer for their own switches.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'next-auth/react';
import { SWRConfig } from 'swr';
import { NewsletterPreferences } from '@/components/preferences/newsletter-preferences';
import { NotificationSettingsForm } from '@/components/preferences/notification-settings-form';
import type { NotificationSettings } from '@/lib/domain/account';
import { fetchMock, installFetch, jsonResponse, sentBody, settle, settleUntil } from '../../support/browser';

jest.mock('next-auth/react', () => ({ useSession: jest.fn() }));

const DEFAULTS: NotificationSettings = {
  orderUpdates: true,
  promotions: true,
  newsletter: false,
  reviewReminders: true,
  smsAlerts: false,
  pushNotifications: false,
};

function sessionStatus(status: 'authenticated' | 'unauthenticated' | 'loading') {
  jest.mocked(useSession).mockReturnValue({ data: status === 'authenticated' ? { user: { name: 'Amina' } } : null, status, update: jest.fn() } as never);
}

beforeEach(() => {
  installFetch();
  jest.clearAllMocks();
});

afterEach(() => jest.useRealTimers());

/** The form opened on the defaults and saved unchanged; the user, to save again. */
async function saveTheDefaults() {
  const user = userEvent.setup();
  render(<NotificationSettingsForm settings={DEFAULTS} />);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await settle();
  return user;
}

describe('NotificationSettingsForm', () => {
  it('shows six labelled switches with the spec’s defaults as the API gave them', () => {
    render(<NotificationSettingsForm settings={DEFAULTS} />);
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(6);
    expect(screen.getByRole('switch', { name: 'Order updates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Promotions' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Review reminders' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS alerts' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS alerts' })).toHaveAccessibleDescription('Text messages about your orders and deliveries.');
    expect(screen.getByRole('group', { name: 'How we keep you informed' })).toBeInTheDocument();
  });

  it('is operated from the keyboard, saves every switch and confirms for 2 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const saved = { ...DEFAULTS, promotions: false, smsAlerts: true };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Notification settings saved.', settings: saved }));
    render(<NotificationSettingsForm settings={DEFAULTS} />);

    await user.tab();
    expect(screen.getByRole('switch', { name: 'Order updates' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
    await user.click(screen.getByText('SMS alerts'));
    expect(screen.getByRole('switch', { name: 'SMS alerts' })).toBeChecked();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await settle();
    await settle();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/notifications/settings');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT');
    expect(sentBody()).toEqual(saved);
    expect(screen.getByRole('status')).toHaveTextContent('Notification settings saved.');

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('status')).toHaveTextContent('Notification settings saved.');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the switches the API kept, not only what was sent', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Notification settings saved.', settings: { ...DEFAULTS, newsletter: true } }));
    await saveTheDefaults();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
  });

  it('says the handler’s message when it refuses, and offers login when the session has ended', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { message: 'smsAlerts must be true or false.', fieldErrors: { smsAlerts: 'smsAlerts must be true or false.' } }),
    );
    const user = await saveTheDefaults();
    expect(screen.getByRole('alert')).toHaveTextContent('smsAlerts must be true or false.');
    expect(screen.queryByRole('link', { name: 'Log in again' })).toBeNull();

    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Your session has ended. Please log in again.' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login?redirect=%2Fnotifications');
  });

  it('says its own words when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await saveTheDefaults();
    expect(screen.getByRole('alert')).toHaveTextContent('Your choices could not be saved. Please try again.');
  });
});

describe('NewsletterPreferences (the /newsletter island)', () => {
  const renderIsland = () =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <NewsletterPreferences />
      </SWRConfig>,
    );

  it('offers a visitor who is not signed in a login that comes back to /newsletter, asking nothing', () => {
    sessionStatus('unauthenticated');
    renderIsland();
    expect(screen.getByRole('link', { name: 'Log in for preferences' })).toHaveAttribute('href', '/login?redirect=%2Fnewsletter');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a signed-in buyer’s four switches and saves them', async () => {
    sessionStatus('authenticated');
    const preferences = { email: 'amina@example.com', subscribed: false, marketing: true, product: true, events: false, unsubscribe: false };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { preferences }));
    renderIsland();
    expect(await screen.findByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/newsletter/preferences');
    expect(screen.getByRole('switch', { name: 'Product updates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Events' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Unsubscribe from all' })).not.toBeChecked();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Preferences saved.', preferences: { ...preferences, subscribed: true, events: true } }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await settle();
    expect(fetchMock.mock.calls[1][0]).toBe('/api/newsletter/preferences');
    expect(sentBody(1)).toEqual({ marketing: true, product: true, events: true, unsubscribe: false });
    expect(within(screen.getByRole('group', { name: 'Newsletter emails' })).getByRole('switch', { name: 'Events' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Preferences saved.');
  });

  it('confirms a save of the preferences for 2 seconds, then the confirmation goes away', async () => {
    jest.useFakeTimers();
    sessionStatus('authenticated');
    const preferences = { email: 'amina@example.com', subscribed: true, marketing: true, product: true, events: false, unsubscribe: false };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { preferences }));
    renderIsland();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Preferences saved.', preferences }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    await settleUntil(() => expect(screen.getByRole('status')).toHaveTextContent('Preferences saved.'));

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('status')).toHaveTextContent('Preferences saved.');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offers login again when the server says the session has ended', async () => {
    sessionStatus('authenticated');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Your session has ended. Please log in again.' }));
    renderIsland();
    expect(await screen.findByRole('link', { name: 'Log in for preferences' })).toHaveAttribute('href', '/login?redirect=%2Fnewsletter');
  });

  it('says the preferences could not be loaded, and tries again', async () => {
    sessionStatus('authenticated');
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { message: 'Bad gateway' }));
    renderIsland();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your newsletter preferences could not be loaded.');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { preferences: { email: 'amina@example.com', subscribed: true, marketing: false, product: true, events: false, unsubscribe: false } }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
  });
});
