import type { Services } from '@tutorat/api'
import type { FastifyBaseLogger } from 'fastify'

/**
 * SEED_DEMO: French demo content so a newcomer sees a living site. Each domain adds its
 * part here through its own procedures as it lands; it only runs on an empty database.
 */
export async function seedDemo(services: Services, log: Pick<FastifyBaseLogger, 'info'>) {
  void services
  log.info('contenu de démonstration : rien à ajouter pour le moment')
}
