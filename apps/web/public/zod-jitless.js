// Loaded before the app's modules (index.html). Zod would compile parsers with `new Function` after probing for
// eval; the Content-Security-Policy forbids eval (script-src 'self') and the probe alone reports a violation.
// Zod reads this global config when it loads.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
