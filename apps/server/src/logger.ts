import type { FastifyServerOptions } from 'fastify'
import pretty from 'pino-pretty'
import type { Config } from './config.ts'

const wantsPretty = (config: Pick<Config, 'LOG_FORMAT'>, isTerminal: boolean) => (config.LOG_FORMAT ?? (isTerminal ? 'pretty' : 'json')) === 'pretty'

/**
 * JSON lines for machines (a service manager, a log shipper), readable lines for a person at a
 * terminal: `LOG_FORMAT` forces either, otherwise a terminal gets the readable ones.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>, isTerminal = Boolean(process.stdout.isTTY)): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false
  const options = { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] }
  if (!wantsPretty(config, isTerminal)) return options
  // synchronous, in this thread: nothing is lost when the process stops
  const stream = pretty({ colorize: isTerminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true, sync: true })
  return { ...options, stream }
}

/** A block the eye finds among log lines: what a newcomer must read once (the first password). */
export function banner(lines: string[], isTerminal = Boolean(process.stdout.isTTY)): string {
  const width = Math.max(...lines.map((line) => line.length)) + 4
  const rule = '═'.repeat(width)
  const body = lines.map((line) => `║  ${line.padEnd(width - 4)}  ║`)
  const block = [`╔${rule}╗`, ...body, `╚${rule}╝`].join('\n')
  return isTerminal ? `\n\x1b[1;33m${block}\x1b[0m\n` : `\n${block}\n`
}
