import { randomBytes } from 'node:crypto'
import { countAdmins, hashPassword, insertAdmin, isUniqueViolation } from '@tutorat/api'
import type { Database } from '@tutorat/db'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import { banner } from './logger.ts'

/**
 * DESIGN §3: on an empty database, the first super admin comes from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or admin@example.com with a random password printed once.
 */
export async function ensureFirstSuperAdmin(db: Database, config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  if ((await countAdmins(db)) > 0) return undefined
  const email = config.ADMIN_EMAIL ?? 'admin@example.com'
  const generated = !config.ADMIN_PASSWORD
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  const admin = await insertAdmin(db, {
    name: config.ADMIN_NAME,
    email,
    passwordHash: await hashPassword(password),
    isSuperAdmin: true,
  }).catch((error: unknown) => {
    // several instances starting together on an empty database: one creates it, the others
    // find it taken and must neither crash nor print a password that was never stored
    if (isUniqueViolation(error)) return undefined
    throw error
  })
  if (!admin) return undefined
  if (generated) {
    // Printed once, on purpose: this is the only way a newcomer learns it.
    console.log(
      banner([
        `Super administrateur créé : ${email}`,
        `Mot de passe (affiché une seule fois) : ${password}`,
        'Définissez ADMIN_EMAIL et ADMIN_PASSWORD pour choisir les vôtres.',
      ]),
    )
  } else {
    log.info({ email }, 'super administrateur créé')
  }
  return admin
}
