// The current user as GET /user/profile and the login answer show it (spec section 3).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, userRoles, users } from '../db/schema';

export interface CurrentUserJson {
  user_id: number;
  name: string;
  username: string;
  email: string;
  phone: string | null;
  user_type: 'buyer' | 'seller' | 'admin';
  status: string;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
  roles: { role_name: string; role_description: string; permissions: string[] }[];
  // The User Details screen's fields.
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  mpesa: string | null;
  idNumber: string | null;
  country: string | null;
  town: string | null;
  createdAt: string;
}

export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUserJson | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const roleRows = await db
    .select({ roleName: roles.roleName, roleDescription: roles.roleDescription, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.id);
  return {
    user_id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    user_type: user.userType,
    status: user.status,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    roles: roleRows.map((r) => ({ role_name: r.roleName, role_description: r.roleDescription, permissions: r.permissions })),
    firstName: user.firstName,
    lastName: user.lastName,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender,
    mpesa: user.mpesa,
    idNumber: user.idNumber,
    country: user.country,
    town: user.town,
    createdAt: user.createdAt.toISOString(),
  };
}
