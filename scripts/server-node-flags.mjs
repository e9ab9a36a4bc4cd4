// V8 flags the server runs with, wherever it is started: `npm start` (package.json), the systemd
// unit in the README and the benchmarks that start it (scripts/bench/lib.ts).
// A young generation of 8 MiB semi-spaces: V8's default lets it grow to several times that under
// load, and a 2-core VPS's instance then passed 350 MiB with 50 students streaming a video (issue
// 28); 8 MiB keeps it under 300 MiB for about a tenth more CPU on uncached lists (docs/performance.md).
// No allocation-site pretenuring: with many requests in flight V8 judged per-request objects long-lived
// and allocated them in the old generation, whose garbage then waited for full collections (issue 30:
// scavenges 16.6 → 6.9 µs per request, no promotion under load; docs/decisions.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--no-allocation-site-pretenuring']
