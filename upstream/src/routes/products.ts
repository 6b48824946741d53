// Public catalogue: the product list with its filters, sorts and search, and one product's page.
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ok, notFound, paginate } from '../http/envelope';
import { idParam, parseWith } from '../http/validate';
import { loadProductRecords, loadProducts, toProductJson } from '../catalog/product-json';
import { findProductPage, productListQuery } from '../catalog/product-list';
import { readQuery } from '../catalog/query-input';

export function productRoutes() {
  return new Hono<AppEnv>()
    .get('/products', async (c) => {
      const { db, config } = c.var.deps;
      const query = parseWith(productListQuery, readQuery(c, ['category_id', 'category']));
      const { ids, total } = await findProductPage(db, query);
      const items = await loadProducts(db, ids, config.publicUrl);
      return ok(c, paginate(items, query.page, query.per_page, total), 'Products retrieved successfully');
    })
    .get('/products/:id', async (c) => {
      const { db, config } = c.var.deps;
      const id = idParam(c, 'id', 'Product');
      const [row] = await loadProductRecords(db, [id]);
      if (!row) throw notFound('Product');
      // The serial lets the product page show a QR code that opens the verification.
      return ok(c, { product: { ...toProductJson(row, config.publicUrl), serial_number: row.serial_number } }, 'Product retrieved successfully');
    });
}
