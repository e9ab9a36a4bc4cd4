import { type ApiSettings, memoryLoginThrottle, type Services } from '@tutorat/api'
import type { Database } from '@tutorat/db'
import { join } from 'node:path'
import type { Config } from './config.ts'
import { localFileStore } from './files/local-store.ts'

export function apiSettings(config: Config): ApiSettings {
  return {
    jwtSecret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
    adminTokenTtl: '12h',
    studentTokenTtl: '30d',
    maxStudentDevices: config.MAX_STUDENT_DEVICES,
    login: { maxFailuresPerAccount: config.LOGIN_MAX_FAILURES, lockMinutes: config.LOGIN_LOCK_MINUTES },
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
  }
}

export function createServices(config: Config, db: Database): Services {
  const settings = apiSettings(config)
  return {
    db,
    settings,
    loginThrottle: memoryLoginThrottle({ maxFailures: settings.login.maxFailuresPerAccount, lockMinutes: settings.login.lockMinutes }),
    files: localFileStore(join(config.DATA_DIR, 'uploads')),
  }
}
