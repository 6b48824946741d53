// The zod every form schema is built with. Jitless: zod would otherwise probe `new Function` to
// compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval') blocks and the browser
// reports as a violation on every page with a form.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
export { firstErrors } from './first-errors';
