import { Hono } from 'hono';
import type { AppEnv } from '../context';

// Placeholder router: filled in by the work on this resource.
export function devRoutes() {
  return new Hono<AppEnv>();
}
