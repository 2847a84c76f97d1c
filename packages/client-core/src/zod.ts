import { z } from 'zod';

// zod 4 probes `new Function` to decide whether to compile validators. The marketplace's CSP (script-src
// 'self') forbids it, and so may the CSP of any site embedding the widgets: the refused probe shows up as a
// security issue in their console. Interpreted validation is enough for forms this size.
z.config({ jitless: true });

export { z };
