import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifyPassword } from '@tutorat/api'
import { createTestDb } from '@tutorat/db/testing'
import { describe, expect, it, vi } from 'vitest'
import { ensureFirstSuperAdmin, firstSignInBanner } from '../src/bootstrap.ts'
import { ConfigError, loadConfig } from '../src/config.ts'

const tempDir = () => mkdtempSync(join(tmpdir(), 'tutorat-config-'))
const silentLog = { info: () => {}, warn: () => {} }

describe('loadConfig', () => {
  it('uses the embedded database, demo content and port 3000 by default', () => {
    const config = loadConfig({ DATA_DIR: tempDir() })
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.SEED_DEMO).toBe(true)
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('127.0.0.1')
    expect(config.PUBLIC_URL).toBe('http://127.0.0.1:3000')
  })

  it('generates the JWT secret once into DATA_DIR/secret (0600) and reuses it', () => {
    const dir = tempDir()
    const first = loadConfig({ DATA_DIR: dir })
    const file = join(dir, 'secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toBe(first.JWT_SECRET)
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(64)
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first.JWT_SECRET)
  })

  it('prefers JWT_SECRET when set', () => {
    const secret = 'a'.repeat(40)
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: secret }).JWT_SECRET).toBe(secret)
  })

  it('refuses to start in production on PostgreSQL without JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(
      /JWT_SECRET est obligatoire/,
    )
  })

  it('turns demo content off by default on PostgreSQL, and explains invalid values in French', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://x@localhost/db' }).SEED_DEMO).toBe(false)
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'court' })).toThrow(/ADMIN_PASSWORD doit faire au moins 8/)
  })

  it('needs neither Redis nor S3 by default, and checks them when set', () => {
    const plain = loadConfig({ DATA_DIR: tempDir() })
    expect(plain.REDIS_URL).toBeUndefined()
    expect(plain.S3_BUCKET).toBeUndefined()
    expect(plain.S3_FORCE_PATH_STYLE).toBe(false)
    const scaled = loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'rediss://cache:6380', S3_BUCKET: 'tutorat', S3_FORCE_PATH_STYLE: '1' })
    expect(scaled).toMatchObject({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'tutorat:', S3_BUCKET: 'tutorat', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true })
    expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL : adresse redis:\/\//)
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'tutorat', S3_ACCESS_KEY_ID: 'seul' })).toThrow(/vont ensemble/)
  })
})

describe('first super admin', () => {
  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD, once', async () => {
    const { db, close } = await createTestDb()
    const config = loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'direction@example.ma', ADMIN_PASSWORD: 'un-mot-de-passe' })
    const created = await ensureFirstSuperAdmin(db, config, silentLog)
    expect(created).toMatchObject({ email: 'direction@example.ma', is_super_admin: true, is_active: true })
    // a password the operator chose is never printed nor said again
    expect(created && 'generated' in created).toBe(false)
    expect(await ensureFirstSuperAdmin(db, config, silentLog)).toBeUndefined()
    const row = await db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(row.password_hash, 'un-mot-de-passe')).toBe(true)
    await close()
  })

  it('is created once when several instances start together on an empty database', async () => {
    const { db, close } = await createTestDb()
    const config = loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'direction@example.ma', ADMIN_PASSWORD: 'un-mot-de-passe' })
    const results = await Promise.all([1, 2, 3].map(() => ensureFirstSuperAdmin(db, config, silentLog)))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await db.selectFrom('admins').select('email').execute()).toEqual([{ email: 'direction@example.ma' }])
    await close()
  })

  it('is admin@example.com with a random password printed once when unset', async () => {
    const { db, close } = await createTestDb()
    const print = vi.spyOn(console, 'log').mockImplementation(() => {})
    const created = await ensureFirstSuperAdmin(db, loadConfig({ DATA_DIR: tempDir() }), silentLog)
    const printed = print.mock.calls.flat().join('\n')
    print.mockRestore()
    const password = printed.match(/Mot de passe \(à noter : il ne sera plus affiché après ce démarrage\) : (\S+)/)?.[1] ?? ''
    // said again at the end of the start-up, after the build's output, with the way back in
    expect(created && 'generated' in created ? created.generated : undefined).toEqual({ email: 'admin@example.com', password })
    const again = firstSignInBanner('http://127.0.0.1:3000', { email: 'admin@example.com', password })
    for (const line of ['Première connexion : http://127.0.0.1:3000/login', 'Email : admin@example.com', `Mot de passe : ${password}`, 'Perdu ? npm run admin -- reset-password --email admin@example.com']) {
      expect(again).toContain(line)
    }
    expect(password.length).toBeGreaterThanOrEqual(12)
    const row = await db.selectFrom('admins').select(['email', 'password_hash']).executeTakeFirstOrThrow()
    expect(row.email).toBe('admin@example.com')
    expect(await verifyPassword(row.password_hash, password)).toBe(true)
    await close()
  })
})
