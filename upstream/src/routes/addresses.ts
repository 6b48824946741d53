// The address book (spec section 3, Address; section 5, address form). A buyer with any address
// has exactly one default: the first one added becomes it, choosing another clears the old flag,
// and deleting the default hands the flag to the most recent remaining address. The partial unique
// index addresses_one_default_key backs this up; every write locks the buyer's users row first so
// that two writes to one address book cannot interleave.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { addressBodySchema, addressDeletedSchema, addressListSchema, addressParamsSchema, addressSchema } from '../../../contract/api/addresses';
import { requireUser } from '../auth/middleware';
import { isoDate, type Executor } from '../account/db';
import { addresses, users } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const MAX_ADDRESSES = 50;

const addressFields = ({ name, street, city, country, phone }: z.infer<typeof addressBodySchema>) => ({ name, street, city, country, phone });

type AddressRow = typeof addresses.$inferSelect;

function toAddressJson(row: AddressRow) {
  return {
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    country: row.country,
    phone: row.phone,
    is_default: row.isDefault,
    created_at: isoDate(row.createdAt),
    updated_at: isoDate(row.updatedAt),
  };
}

async function lockAddressBook(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Clears the default flag on every address of the user except `keepId`. */
async function clearOtherDefaults(tx: Executor, userId: number, keepId: number | null): Promise<void> {
  const others = keepId === null ? undefined : ne(addresses.id, keepId);
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), others));
}

const ownAddress = (id: number, userId: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

const tags = ['Addresses'];
const noAddress = fails('No such address in this address book.');

const listAddresses = createApiRoute({
  method: 'get',
  path: '/addresses',
  tags,
  summary: "The buyer's addresses, the default first",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(addressListSchema, 'The addresses.'), 401: unauthenticated },
});

const addAddress = createApiRoute({
  method: 'post',
  path: '/addresses',
  tags,
  summary: 'Add an address (the first one becomes the default)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(addressBodySchema) },
  responses: {
    201: answers(addressSchema, 'Address added.'),
    401: unauthenticated,
    409: fails(`The address book is full (${MAX_ADDRESSES} addresses).`),
    422: invalidInput,
  },
});

const updateAddress = createApiRoute({
  method: 'put',
  path: '/addresses/{id}',
  tags,
  summary: 'Change an address (`is_default: true` makes it the default)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: addressParamsSchema, body: jsonBody(addressBodySchema) },
  responses: { 200: answers(addressSchema, 'Address updated.'), 401: unauthenticated, 404: noAddress, 422: invalidInput },
});

const makeDefault = createApiRoute({
  method: 'post',
  path: '/addresses/{id}/default',
  tags,
  summary: 'Make an address the default',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: addressParamsSchema },
  responses: { 200: answers(addressSchema, 'Default address updated.'), 401: unauthenticated, 404: noAddress },
});

const deleteAddress = createApiRoute({
  method: 'delete',
  path: '/addresses/{id}',
  tags,
  summary: 'Delete an address (the most recent other one becomes the default)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { params: addressParamsSchema },
  responses: { 200: answers(addressDeletedSchema, 'Address deleted.'), 401: unauthenticated, 404: noAddress },
});

export function addressRoutes() {
  return openApiRouter()
    .openapi(listAddresses, async (c) => {
      const rows = await c.var.deps.db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, c.var.user.id))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
      return ok(c, rows.map(toAddressJson));
    })

    .openapi(addAddress, async (c) => {
      const body = c.req.valid('json');
      const userId = c.var.user.id;
      const row = await c.var.deps.db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [{ existing }] = await tx.select({ existing: count() }).from(addresses).where(eq(addresses.userId, userId));
        if (existing >= MAX_ADDRESSES) throw new ApiError(409, `You can keep up to ${MAX_ADDRESSES} addresses.`);
        const isDefault = existing === 0 || body.is_default === true;
        if (isDefault) await clearOtherDefaults(tx, userId, null);
        const [inserted] = await tx
          .insert(addresses)
          .values({ ...addressFields(body), userId, isDefault })
          .returning();
        return inserted;
      });
      return ok(c, toAddressJson(row), 'Address added.', 201);
    })

    .openapi(updateAddress, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const userId = c.var.user.id;
      const row = await c.var.deps.db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [existing] = await tx.select({ isDefault: addresses.isDefault }).from(addresses).where(ownAddress(id, userId));
        if (!existing) throw notFound('Address');
        // is_default: false on the default is ignored: a default goes away only by choosing another.
        const isDefault = existing.isDefault || body.is_default === true;
        if (isDefault && !existing.isDefault) await clearOtherDefaults(tx, userId, id);
        const [updated] = await tx
          .update(addresses)
          .set({ ...addressFields(body), isDefault, updatedAt: new Date() })
          .where(ownAddress(id, userId))
          .returning();
        return updated;
      });
      return ok(c, toAddressJson(row), 'Address updated.');
    })

    .openapi(makeDefault, async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.var.user.id;
      const row = await c.var.deps.db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(ownAddress(id, userId));
        if (!existing) throw notFound('Address');
        await clearOtherDefaults(tx, userId, id);
        const [updated] = await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(ownAddress(id, userId)).returning();
        return updated;
      });
      return ok(c, toAddressJson(row), 'Default address updated.');
    })

    .openapi(deleteAddress, async (c) => {
      const { id } = c.req.valid('param');
      const userId = c.var.user.id;
      const newDefaultId = await c.var.deps.db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [deleted] = await tx.delete(addresses).where(ownAddress(id, userId)).returning({ isDefault: addresses.isDefault });
        if (!deleted) throw notFound('Address');
        if (!deleted.isDefault) return null;
        const [next] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (!next) return null;
        await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, next.id));
        return next.id;
      });
      return ok(c, { id, default_address_id: newDefaultId }, 'Address deleted.');
    });
}
