/**
 * The CSP's `script-src 'self'` forbids eval. Zod's first parse of an object schema probes for eval
 * with `new Function("")`, which the browser reports as a CSP violation (Lighthouse best practices,
 * issue 26); its interpreted parser needs no eval. Zod keeps its settings on this global so that
 * copies of it agree, and reads it when it loads: setting it here, in the entry, before any lazy chunk
 * brings zod, costs the landing page nothing (importing `config` from zod would add 3.6 KB to it).
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
