import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs'

// The server's V8 flags are written in three places a reader meets; they must not drift apart.
const root = new URL('..', import.meta.url)
const read = (path: string) => readFileSync(new URL(path, root), 'utf8')

describe('the server’s node flags', () => {
  it('are the ones `npm start` and the systemd unit of the README pass', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`)
    expect(read('README.md')).toContain(`ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`)
  })
})
