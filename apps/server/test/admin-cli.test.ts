import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createLoginThrottle, hashPassword, insertAdmin, redisCounters, verifyPassword } from '@tutorat/api'
import { ADMIN_MESSAGES, TWO_FACTOR_MESSAGES } from '@tutorat/contracts'
import { createDb, type Database } from '@tutorat/db'
import { createTestDb } from '@tutorat/db/testing'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCommand } from '../../../scripts/admin-command.ts'
import { deleteTestKeys } from './limit-stores.ts'

// `npm run admin -- …`: each command as the script runs it (adminCommand, over the configured
// database), and the script itself once as the operator's process, for its exit codes and streams.
const root = new URL('../../../', import.meta.url).pathname
const tsx = join(root, 'node_modules/.bin/tsx')
let dataDir: string
let databaseUrl: string | undefined

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tutorat-admin-cli-'))
  const handle = await createTestDb({ dataDir })
  databaseUrl = handle.url
  await insertAdmin(handle.db, { name: 'Nadia Super', email: 'nadia@example.ma', passwordHash: await hashPassword('ancien-mot-de-passe'), isSuperAdmin: true })
  // the embedded database is opened by one process at a time: hand it over to the commands
  if (!databaseUrl) await handle.close()
  else closeLater = handle.close
}, 60_000)
let closeLater: (() => Promise<void>) | undefined
afterAll(async () => {
  await closeLater?.()
  rmSync(dataDir, { recursive: true, force: true })
})

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

async function admin(...args: string[]): Promise<Outcome> {
  return adminWith({}, ...args)
}

async function adminWith(extraEnv: Record<string, string>, ...args: string[]): Promise<Outcome> {
  const out = { stdout: '', stderr: '' }
  const code = await adminCommand(args, commandEnv(extraEnv), {
    log: (line) => void (out.stdout += `${line}\n`),
    error: (line) => void (out.stderr += `${line}\n`),
  })
  return { code, ...out }
}

const commandEnv = (extraEnv: Record<string, string> = {}) => ({
  ...extraEnv,
  PATH: process.env.PATH,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})

/** Reads the database between two commands (the embedded one is free again once a command exits). */
async function inDatabase<T>(read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await createDb({ databaseUrl, dataDir })
  try {
    return await read(handle.db)
  } finally {
    await handle.close()
  }
}

const adminRow = (email: string) => inDatabase((db) => db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirstOrThrow())

describe('npm run admin', { timeout: 60_000 }, () => {
  it('creates an admin, with a random password shown once when none is given', async () => {
    const created = await admin('create-admin', '--email', 'Karim@Example.ma', '--name', 'Karim Admin')
    expect(created).toMatchObject({ code: 0, stderr: '' })
    expect(created.stdout).toMatch(/^administrateur créé : Karim Admin <karim@example\.ma> \(id \d+\)\nMot de passe : \S{16}\n$/)
    const password = created.stdout.match(/Mot de passe : (\S+)/)?.[1] ?? ''
    const row = await adminRow('karim@example.ma')
    expect(row.is_super_admin).toBe(false)
    expect(await verifyPassword(row.password_hash, password)).toBe(true)

    const chosen = await admin('create-admin', '--email', 'salma@example.ma', '--name', 'Salma', '--super', '--password', 'choisi-par-moi')
    expect(chosen.stdout).toMatch(/^super administrateur créé : Salma <salma@example\.ma>/)
    expect(chosen.stdout).not.toContain('Mot de passe')
  })

  it('resets a lost password: a new one printed once, every session ended', async () => {
    const before = await adminRow('nadia@example.ma')
    const reset = await admin('reset-password', '--email', 'nadia@example.ma')
    expect(reset.code).toBe(0)
    const password = reset.stdout.match(/^Nouveau mot de passe : (\S+)$/m)?.[1] ?? ''
    const after = await adminRow('nadia@example.ma')
    expect(await verifyPassword(after.password_hash, password)).toBe(true)
    expect(await verifyPassword(after.password_hash, 'ancien-mot-de-passe')).toBe(false)
    expect(after.token_version).toBeGreaterThan(before.token_version)
  })

  it('turns a lost phone\'s two-factor sign-in off, even where super admins must have it', async () => {
    const nadia = await adminRow('nadia@example.ma')
    await inDatabase(async (db) => {
      await db.insertInto('admin_two_factor').values({ admin_id: nadia.id, secret_ciphertext: 'chiffré', enabled_at: new Date().toISOString() }).execute()
      await db.insertInto('admin_recovery_codes').values({ admin_id: nadia.id, code_hash: 'empreinte' }).execute()
    })
    const reset = await adminWith({ REQUIRE_ADMIN_2FA: '1' }, 'reset-password', '--email', 'nadia@example.ma', '--reset-2fa')
    expect(reset.code).toBe(0)
    expect(reset.stdout).toContain(TWO_FACTOR_MESSAGES.resetDone)
    const left = await inDatabase(async (db) => [
      ...(await db.selectFrom('admin_two_factor').select('admin_id').where('admin_id', '=', nadia.id).execute()),
      ...(await db.selectFrom('admin_recovery_codes').select('admin_id').where('admin_id', '=', nadia.id).execute()),
    ])
    expect(left).toEqual([])
  })

  it('lifts a sign-in lockout the instances share in Redis (and says why it cannot without Redis)', async () => {
    const alone = await admin('unlock-sign-in', '--email', 'nadia@example.ma')
    expect(alone.code).toBe(1)
    expect(alone.stderr).toContain('Sans REDIS_URL, les blocages de connexion vivent dans la mémoire du serveur')
    const url = process.env.TEST_REDIS_URL
    if (!url) return
    const prefix = `tutorat-test:admin-cli:${randomUUID().slice(0, 8)}:`
    const redis = new Redis(url)
    try {
      const lockout = createLoginThrottle(redisCounters(redis, prefix), { maxFailures: 2, lockMinutes: 15, accountMaxFailuresPerHour: 100 })
      const attempt = { account: 'admin:nadia@example.ma', ip: '203.0.113.9' }
      for (let i = 0; i < 3; i++) await lockout.begin(attempt)
      expect(await lockout.begin(attempt)).toBeGreaterThan(0)
      const unlocked = await adminWith({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix }, 'unlock-sign-in', '--email', 'Nadia@Example.ma')
      expect(unlocked).toMatchObject({ code: 0, stdout: `${ADMIN_MESSAGES.signInUnlocked}\n` })
      expect(await lockout.begin(attempt)).toBe(0)
    } finally {
      await deleteTestKeys(url, prefix)
      redis.disconnect()
    }
  })

  it('lists the admins', async () => {
    const listed = await admin('list-admins')
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(/actif\s+super\s+nadia@example\.ma\s+Nadia Super/)
    expect(listed.stdout).toMatch(/actif\s+admin\s+karim@example\.ma/)
  })

  it('deactivates an admin, but never the last active super admin', async () => {
    expect((await admin('deactivate-admin', '--email', 'karim@example.ma')).stdout).toContain('karim@example.ma est désactivé')
    expect((await adminRow('karim@example.ma')).is_active).toBe(false)
    expect((await admin('deactivate-admin', '--email', 'salma@example.ma')).code).toBe(0)
    const last = await admin('deactivate-admin', '--email', 'nadia@example.ma')
    expect(last).toMatchObject({ code: 1, stdout: '' })
    expect(last.stderr.trim()).toBe(ADMIN_MESSAGES.lastSuperAdmin)
    expect((await adminRow('nadia@example.ma')).is_active).toBe(true)
  })

  it('answers in French with a non-zero code on an unknown email or a bad argument', async () => {
    const unknown = await admin('reset-password', '--email', 'personne@example.ma')
    expect(unknown).toMatchObject({ code: 1, stderr: 'Aucun administrateur avec l’email personne@example.ma.\n' })
    for (const args of [[], ['supprimer-tout'], ['list-admins', '--bogus'], ['create-admin', '--name', 'Sans email'], ['reset-password', '--email']]) {
      const refused = await admin(...args)
      expect(refused.code, args.join(' ')).toBe(2)
      expect(refused.stderr, args.join(' ')).toMatch(/^(Commande manquante|Commande inconnue|Argument invalide|Option manquante)/)
      expect(refused.stderr).toContain('Utilisation : npm run admin')
    }
    const invalid = await admin('create-admin', '--email', 'pas-un-email', '--name', 'X')
    expect(invalid.code).toBe(1)
    expect(invalid.stderr).toMatch(/email/i)
    expect(invalid.stderr).not.toMatch(/at .*\.ts:\d+/) // no stack
  })

  it('runs as the operator’s process: its output on stdout, a refusal on stderr with its exit code', async () => {
    const run = async (...args: string[]): Promise<Outcome> => {
      try {
        const { stdout, stderr } = await promisify(execFile)(tsx, ['scripts/admin.ts', ...args], { cwd: root, env: commandEnv() })
        return { code: 0, stdout, stderr }
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string }
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
      }
    }
    const listed = await run('list-admins')
    expect(listed).toMatchObject({ code: 0, stderr: '' })
    expect(listed.stdout).toMatch(/actif\s+super\s+nadia@example\.ma\s+Nadia Super/)
    const refused = await run('supprimer-tout')
    expect(refused).toMatchObject({ code: 2, stdout: '' })
    expect(refused.stderr).toMatch(/^Commande inconnue : supprimer-tout\n\nUtilisation : npm run admin/)
  })
})
