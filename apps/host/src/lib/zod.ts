import { z } from 'zod';

// zod 4 probes `new Function` to decide whether to compile validators; the app's CSP (script-src 'self')
// forbids it, and the refused probe shows up as a browser security issue. Interpreted validation is enough.
z.config({ jitless: true });

export { z };
