// The shop's Content-Security-Policy refuses eval (docs/decisions/016). Zod probes for it with
// `new Function('')` when it builds its first object schema, and Chromium reports the refused
// probe as a violation although zod catches it and parses without compiled code anyway.
// `jitless` skips the probe; it must be set before the first schema is built.
//
// `z.config({ jitless: true })` would do the same, but importing zod here puts ~2.6 kB (brotli)
// of it on the entry chunk, where today zod loads only with the form pages. Zod keeps its
// config in this global and adopts one that already exists; if a release stops doing so, the
// e2e suite fails on the violation again (e2e/fixtures/test.ts, cspGuard).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
