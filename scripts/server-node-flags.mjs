// The flags Node runs the production server with (`npm run serve`, and every script and test that starts the build).
// `--no-memory-protection-keys`: V8 checks the memory protection keys of the pages it compiles WebAssembly into, and on
// some kernels and CPUs that check fails at start ("Check failed: jit_page.has_value()", nodejs/node#64500), killing
// the process while the embedded database (PGlite, WebAssembly) loads; the mitigation upstream uses. Cluster workers
// inherit it. It only gives up a hardening of V8's code pages, not a check on what the site runs.
export const serverNodeFlags = ['--no-memory-protection-keys']
