// V8 flags the server runs with, wherever it is started: `npm start` (package.json), the systemd
// unit in the README and the benchmarks that start it (scripts/bench/lib.ts).
// A young generation of 8 MiB semi-spaces: V8's default lets it grow to several times that under
// load, and a 2-core VPS's instance then passed 350 MiB with 50 students streaming a video (issue
// 28); 8 MiB keeps it under 300 MiB for about a tenth more CPU on uncached lists (docs/performance.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8']
