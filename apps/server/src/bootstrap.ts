import { randomBytes } from 'node:crypto'
import { countAdmins, hashPassword, insertAdmin, isUniqueViolation } from '@tutorat/api'
import type { Database } from '@tutorat/db'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import { banner } from './logger.ts'

/** The first super admin's sign-in when the server chose the password: shown again once the start-up is over. */
export interface GeneratedSignIn {
  email: string
  password: string
}

/**
 * DESIGN §3: on an empty database, the first super admin comes from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or admin@example.com with a random password printed once (and returned, as
 * `generated`, for the end of the start-up).
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
  if (!generated) {
    log.info({ email }, 'super administrateur créé')
    return admin
  }
  // Printed on purpose: this is the only way a newcomer learns it (main.ts says it again at the end).
  console.log(
    banner([
      `Super administrateur créé : ${email}`,
      `Mot de passe (à noter : il ne sera plus affiché après ce démarrage) : ${password}`,
      'Définissez ADMIN_EMAIL et ADMIN_PASSWORD pour choisir les vôtres.',
    ]),
  )
  return { ...admin, generated: { email, password } satisfies GeneratedSignIn }
}

/**
 * The same sign-in, said again after the build's and the start-up's output, where a newcomer
 * looks last (issue 29); still this one start only: the next start finds the admin and says nothing.
 */
export function firstSignInBanner(publicUrl: string, signIn: GeneratedSignIn): string {
  return banner([
    `Première connexion : ${publicUrl}/login`,
    `Email : ${signIn.email}`,
    `Mot de passe : ${signIn.password}`,
    `Perdu ? npm run admin -- reset-password --email ${signIn.email}`,
  ])
}
