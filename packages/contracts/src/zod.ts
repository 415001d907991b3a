import { z } from 'zod';

/**
 * zod as every contract uses it. In a browser it does not compile its parsers with `new
 * Function`: the shop's CSP has no `'unsafe-eval'`, and zod's probe for it is reported as a CSP
 * violation even though zod catches it (Lighthouse counts it against best practices on `/`). The
 * server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
