import { createCaller, createContextInner, type Services, signToken } from '@tutorat/api'
import type { FastifyBaseLogger } from 'fastify'
import type { ServerServices } from '../services.ts'
import { DEMO_COURSES } from './demo-content.ts'
import { seedDemoExams } from './demo-exams.ts'
import { seedDemoPublic } from './demo-public.ts'
import { seedDemoRecruitment } from './demo-recruitment.ts'
import { DEMO_HOSTED_VIDEO, seedDemoVideo } from './demo-video.ts'

/**
 * SEED_DEMO: French demo content so a newcomer sees a living site. It goes through the
 * same procedures as the web client, as the first super admin, and only on a database
 * with no course yet. Each domain adds its part here as it lands.
 */
export async function seedDemo(services: Services & Partial<Pick<ServerServices, 'videoStore'>>, log: Pick<FastifyBaseLogger, 'info'>) {
  const { db } = services
  const hasCourses = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()
  if (hasCourses) return
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'token_version', 'is_super_admin', 'name'])
    .where('is_super_admin', '=', true)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst()
  if (!admin) return

  const token = await signToken(services.settings.jwtSecret, { sub: admin.id, role: 'admin', ver: admin.token_version }, '5m')
  // startUpTask: under REQUIRE_ADMIN_2FA the super admin has not enrolled yet, and must still
  // before any call of their own; the demo content is written by the server, not by them
  const caller = createCaller(createContextInner(services, { authorization: `Bearer ${token}`, ip: '127.0.0.1', startUpTask: true }))
  const courseIds: number[] = []
  for (const { course, videos } of DEMO_COURSES) {
    const created = await caller.courses.create(course)
    courseIds.push(created.id)
    for (const video of videos) await caller.videos.create({ ...video, course_id: created.id })
  }
  const first = courseIds[0]
  let hostedVideoId: number | undefined
  if (services.videoStore && first !== undefined) {
    // first in the first course, free: the video a newcomer opens plays at once, offline too
    hostedVideoId = await seedDemoVideo(services, services.videoStore, admin, first)
    await caller.videos.update({ id: hostedVideoId, is_free: true, order_in_course: 0, description: DEMO_HOSTED_VIDEO.description })
    log.info('vidéo hébergée de démonstration ajoutée')
  }
  log.info(`contenu de démonstration ajouté : ${DEMO_COURSES.length} cours`)
  log.info(`offres d’emploi de démonstration : ${await seedDemoRecruitment(caller)}`)
  log.info(`site public de démonstration : ${await seedDemoPublic(caller, hostedVideoId)}`)
  log.info(`concours blancs de démonstration : ${await seedDemoExams(caller)}`)
}
