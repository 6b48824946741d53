/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { signOut, useSession } from 'next-auth/react';
import { StaffSignOut } from '@/components/auth/staff-sign-out';

jest.mock('next-auth/react', () => ({ useSession: jest.fn(), signOut: jest.fn() }));

const session = (userType: string | null) =>
  (useSession as jest.Mock).mockReturnValue(
    userType ? { status: 'authenticated', data: { user: { id: '1', name: 'N', email: 'n@x.test', userType } } } : { status: 'unauthenticated', data: null },
  );

describe('StaffSignOut on the landing page', () => {
  beforeEach(() => (signOut as jest.Mock).mockClear());

  it.each(['admin', 'seller'])('signs a %s out and sends them to Login', (userType) => {
    session(userType);
    render(<StaffSignOut />);
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/login' });
  });

  it.each(['buyer', null])('leaves a %s alone', (userType) => {
    session(userType);
    render(<StaffSignOut />);
    expect(signOut).not.toHaveBeenCalled();
  });
});
