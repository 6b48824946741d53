import type { DefaultSession } from 'next-auth';

type UserType = 'buyer' | 'seller' | 'admin';

declare module 'next-auth' {
  // What the browser may see: no token.
  interface Session {
    user: { id: string; name: string; email: string; userType: UserType };
    expires: DefaultSession['expires'];
  }
  interface User {
    id: string;
    name: string;
    email: string;
    userType: UserType;
    accessToken: string;
    accessTokenExpires: number;
  }
}

declare module 'next-auth/jwt' {
  // Sealed inside the encrypted session cookie, read only on the server.
  interface JWT {
    uid: string;
    userType: UserType;
    accessToken: string;
    accessTokenExpires: number;
  }
}
