import closeWithGrace from 'close-with-grace'
import { firstSignInBanner } from './bootstrap.ts'
import { ConfigError, loadConfig } from './config.ts'
import { startServer } from './server.ts'

try {
  const config = loadConfig(process.env)
  const server = await startServer(config)
  console.log(`Plateforme prête sur ${config.PUBLIC_URL} (base : ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite intégrée'})`)
  if (server.firstSignIn) console.log(firstSignInBanner(config.PUBLIC_URL, server.firstSignIn))
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.app.log.error({ err }, 'arrêt après une erreur')
    else server.app.log.info({ signal }, 'arrêt en cours')
    await server.stop()
  })
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
