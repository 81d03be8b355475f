import { z } from 'zod';

// In browsers zod would probe `new Function('')` to compile faster parsers; the site's
// Content-Security-Policy forbids eval, and the probe is reported as a violation on every page.
// Imported first by every schema module, before it builds a schema (zod decides per schema);
// package.json lists this file under sideEffects so that bundlers keep it.
if (typeof window !== 'undefined') z.config({ jitless: true });
