import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { banner, loggerOptions } from '../src/logger.ts'

const root = new URL('../../../', import.meta.url).pathname

/** What a real process prints through the server's logger, in the format LOG_FORMAT asks for. */
async function printed(format: 'pretty' | 'json') {
  const script = `
    import Fastify from 'fastify'
    import { loggerOptions } from './apps/server/src/logger.ts'
    const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: '${format}' }) })
    app.log.info({ email: 'admin@example.ma' }, 'super administrateur créé')
    app.log.warn('Redis injoignable')`
  const { stdout } = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['--input-type=module', '-e', script], { cwd: root })
  return stdout.trim().split('\n')
}

describe('the terminal a person reads', () => {
  it('prints readable lines when asked (and by default on a terminal)', async () => {
    const lines = await printed('pretty')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: super administrateur créé \{"email":"admin@example\.ma"\}$/)
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: Redis injoignable$/)
  })

  it('prints JSON lines for machines', async () => {
    const [line] = await printed('json')
    expect(JSON.parse(line ?? '')).toMatchObject({ level: 30, msg: 'super administrateur créé', email: 'admin@example.ma' })
  })

  it('chooses by LOG_FORMAT, else by whether the output is a terminal', () => {
    const options = (format: 'pretty' | 'json' | undefined, terminal: boolean) => loggerOptions({ LOG_LEVEL: 'info', LOG_FORMAT: format }, terminal)
    const hasStream = (value: ReturnType<typeof loggerOptions>) => typeof value === 'object' && 'stream' in value
    expect(hasStream(options(undefined, true))).toBe(true)
    expect(hasStream(options(undefined, false))).toBe(false)
    expect(hasStream(options('json', true))).toBe(false)
    expect(hasStream(options('pretty', false))).toBe(true)
    expect(loggerOptions({ LOG_LEVEL: 'silent', LOG_FORMAT: 'pretty' }, true)).toBe(false)
  })

  it('frames the first-start password so it stands out', () => {
    const block = banner(['Super administrateur créé : admin@example.com', 'Mot de passe (affiché une seule fois) : s3cr3t'], false)
    const lines = block.trim().split('\n')
    expect(lines[0]).toMatch(/^╔═+╗$/)
    expect(lines.at(-1)).toMatch(/^╚═+╝$/)
    expect(new Set(lines.map((line) => line.length)).size).toBe(1)
    expect(block).toContain('║  Mot de passe (affiché une seule fois) : s3cr3t')
    expect(banner(['x'], true)).toContain('\x1b[1;33m')
  })
})
