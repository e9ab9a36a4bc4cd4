import { createCaller, createContextInner, type Services, signToken } from '@tutorat/api'
import type { FastifyBaseLogger } from 'fastify'
import { DEMO_COURSES } from './demo-content.ts'
import { seedDemoExams } from './demo-exams.ts'
import { seedDemoPublic } from './demo-public.ts'
import { seedDemoRecruitment } from './demo-recruitment.ts'

/**
 * SEED_DEMO: French demo content so a newcomer sees a living site. It goes through the
 * same procedures as the web client, as the first super admin, and only on a database
 * with no course yet. Each domain adds its part here as it lands.
 */
export async function seedDemo(services: Services, log: Pick<FastifyBaseLogger, 'info'>) {
  const { db } = services
  const hasCourses = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()
  if (hasCourses) return
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'token_version'])
    .where('is_super_admin', '=', true)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst()
  if (!admin) return

  const token = await signToken(services.settings.jwtSecret, { sub: admin.id, role: 'admin', ver: admin.token_version }, '5m')
  // startUpTask: under REQUIRE_ADMIN_2FA the super admin has not enrolled yet, and must still
  // before any call of their own; the demo content is written by the server, not by them
  const caller = createCaller(createContextInner(services, { authorization: `Bearer ${token}`, ip: '127.0.0.1', startUpTask: true }))
  for (const { course, videos } of DEMO_COURSES) {
    const created = await caller.courses.create(course)
    for (const video of videos) await caller.videos.create({ ...video, course_id: created.id })
  }
  log.info(`contenu de démonstration ajouté : ${DEMO_COURSES.length} cours`)
  log.info(`offres d'emploi de démonstration : ${await seedDemoRecruitment(caller)}`)
  log.info(`site public de démonstration : ${await seedDemoPublic(caller)}`)
  log.info(`concours blancs de démonstration : ${await seedDemoExams(caller)}`)
}
