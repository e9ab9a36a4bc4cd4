// The operator's commands behind `npm run admin` (scripts/admin.ts), callable in-process by the tests.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import type { createCaller } from '@tutorat/api'
import { TRPCError } from '@trpc/server'
import { type Config, ConfigError, loadConfig } from '../apps/server/src/config.ts'

const USAGE = `Utilisation : npm run admin -- <commande> [options]

  create-admin --email E --name N [--super] [--password P]
                              crée un administrateur (mot de passe aléatoire affiché si absent)
  reset-password --email E [--reset-2fa]
                              nouveau mot de passe aléatoire, affiché une fois ; ferme ses sessions
  list-admins                 liste les administrateurs
  deactivate-admin --email E  désactive un administrateur (jamais le dernier super administrateur actif)
  unlock-sign-in --email E    lève le blocage de connexion après trop d’échecs
  drive-audit [--fix]         vérifie le partage Google Drive des vidéos payantes ; --fix retire les partages en trop`

class UsageError extends Error {}
/** A refusal that is not about the words typed (an unknown email): no usage reminder. */
class CommandError extends Error {}

type Caller = ReturnType<typeof createCaller>
type Flags = { email?: string | undefined; name?: string | undefined; password?: string | undefined; super?: boolean | undefined; 'reset-2fa'?: boolean | undefined; fix?: boolean | undefined }

const newPassword = () => randomBytes(12).toString('base64url')

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`Option manquante : --${flag}`)
  return value
}

async function adminByEmail(caller: Caller, email: string) {
  const wanted = email.trim().toLowerCase()
  const admin = (await caller.admins.list()).find((candidate) => candidate.email === wanted)
  if (!admin) throw new CommandError(`Aucun administrateur avec l’email ${wanted}.`)
  return admin
}

const NO_SHARED_LOCKS =
  'Sans REDIS_URL, les blocages de connexion vivent dans la mémoire du serveur : ils disparaissent à son redémarrage, et un super administrateur les lève depuis « Gérer les admins » (« Débloquer la connexion »).'

const COMMANDS: Record<string, (caller: Caller, flags: Flags, config: Config) => Promise<string[]>> = {
  async 'create-admin'(caller, flags) {
    const password = flags.password ?? newPassword()
    const admin = await caller.admins.create({
      email: required(flags.email, 'email'),
      name: required(flags.name, 'name'),
      password,
      is_super_admin: flags.super ?? false,
    })
    const role = admin.is_super_admin ? 'super administrateur' : 'administrateur'
    return [`${role} créé : ${admin.name} <${admin.email}> (id ${admin.id})`, ...(flags.password ? [] : [`Mot de passe : ${password}`])]
  },
  async 'reset-password'(caller, flags) {
    const admin = await adminByEmail(caller, required(flags.email, 'email'))
    const password = newPassword()
    await caller.admins.update({ id: admin.id, password })
    const lines = [`Nouveau mot de passe : ${password}`, 'Ses sessions ouvertes sont fermées.']
    if (flags['reset-2fa']) lines.push((await caller.admins.resetTwoFactor({ id: admin.id })).message)
    return lines
  },
  async 'list-admins'(caller) {
    const admins = await caller.admins.list()
    return admins.map((a) => `${String(a.id).padStart(4)}  ${a.is_active ? 'actif    ' : 'désactivé'}  ${a.is_super_admin ? 'super' : 'admin'}  ${a.email}  ${a.name}`)
  },
  async 'deactivate-admin'(caller, flags) {
    const admin = await adminByEmail(caller, required(flags.email, 'email'))
    if (!admin.is_active) return [`${admin.email} est déjà désactivé.`]
    await caller.admins.toggle({ id: admin.id })
    return [`${admin.email} est désactivé ; ses sessions sont fermées.`]
  },
  async 'unlock-sign-in'(caller, flags, config) {
    // without Redis the locks live in the server's own memory, which this process cannot reach
    if (!config.REDIS_URL) throw new CommandError(NO_SHARED_LOCKS)
    return [(await caller.admins.unlockSignIn({ email: required(flags.email, 'email') })).message]
  },
  async 'drive-audit'(caller, flags) {
    const audit = flags.fix ? await caller.drive.fixSharing() : await caller.drive.audit()
    const found = audit.findings.map((f) => `  ${f.course_title} › ${f.video_title} (${f.file_id}) : ${f.type}${f.target ? ` ${f.target}` : ''}, ${f.role}`)
    const failed = audit.errors.map((e) => `  illisible : ${e.video_title} (${e.file_id}) — ${e.error}`)
    return [audit.message, ...found, ...failed]
  },
}

function readArguments(argv: string[]) {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, super: { type: 'boolean' }, 'reset-2fa': { type: 'boolean' }, fix: { type: 'boolean' } },
    })
    const [name, ...extra] = positionals
    const command = name ? COMMANDS[name] : undefined
    if (!command || extra.length > 0) throw new UsageError(name ? `Commande inconnue : ${[name, ...extra].join(' ')}` : 'Commande manquante.')
    return { command, flags: values }
  } catch (error) {
    if (error instanceof UsageError) throw error
    throw new UsageError(`Argument invalide : ${(error as Error).message.split('.')[0]}`)
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  const { command, flags } = readArguments(argv)
  const config = loadConfig(env)
  // loaded once the words are understood: a typing mistake is answered at once
  const [{ createCaller, createContextInner }, { createDb, migrateToLatest }, { createServices }, { closeRedis, connectRedis }] = await Promise.all([
    import('@tutorat/api'),
    import('@tutorat/db'),
    import('../apps/server/src/services.ts'),
    import('../apps/server/src/redis.ts'),
  ])
  const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
  // the instances' shared store (lockouts, the public-list cache), as a server would open it
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined
  try {
    await migrateToLatest(handle.db)
    const context = createContextInner(await createServices(config, handle.db, redis), { ip: '127.0.0.1', systemActor: true })
    for (const line of await command(createCaller(context), flags, config)) out.log(line)
    return 0
  } finally {
    if (redis) await closeRedis(redis)
    await handle.close()
  }
}

/** Where a command writes: the terminal's two streams for the operator, a buffer in the tests. */
export interface Output {
  log(line: string): void
  error(line: string): void
}

/** Runs one command line over the configured database; returns the process's exit code. */
export async function adminCommand(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  try {
    return await run(argv, env, out)
  } catch (error) {
    if (error instanceof UsageError) out.error(`${error.message}\n\n${USAGE}`)
    else if (error instanceof TRPCError) out.error((await import('@tutorat/api')).publicMessage(error))
    else if (error instanceof ConfigError || error instanceof CommandError) out.error(error.message)
    else out.error(String(error instanceof Error ? (error.stack ?? error.message) : error))
    return error instanceof UsageError ? 2 : 1
  }
}
