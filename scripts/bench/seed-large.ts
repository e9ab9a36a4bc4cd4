// A large, realistic database for the load and ratio benches, seeded in bulk SQL
// (generate_series): admins, a catalogue with videos, students with accesses, and the
// public content visitors load. `npm run bench seed` (or this file) times it on PostgreSQL.
import { hashPassword, insertAdmin } from '@tutorat/api'
import { type Database, sql } from '@tutorat/db'

export const BENCH_PASSWORD = 'bench-password-123'

export interface CatalogueSize {
  courses: number
  videosPerCourse: number
  students: number
  accessesPerStudent: number
}

export const LARGE: CatalogueSize = { courses: 2000, videosPerCourse: 20, students: 100_000, accessesPerStudent: 3 }

export interface BenchAdmin {
  id: number
  email: string
  is_super_admin: boolean
}

/** One super admin and `regulars` regular admins, all with BENCH_PASSWORD (hashed once). */
export async function seedAdmins(db: Database, regulars = 3): Promise<BenchAdmin[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD)
  const admins: BenchAdmin[] = []
  for (let i = 0; i <= regulars; i++) {
    const email = `bench${i}@example.ma`
    const row = await insertAdmin(db, { name: `Bench ${i}`, email, passwordHash, isSuperAdmin: i === 0 })
    admins.push({ id: row.id, email, is_super_admin: i === 0 })
  }
  return admins
}

/**
 * Rows are spread over time (registrations every 10 minutes, grants days apart) so that
 * "newest first" lists meet the ordering real data has. Courses are spread over the admins; each student gets `accessesPerStudent` distinct
 * courses (401 is coprime-ish with the course count, so the pairs never collide), granted
 * by the course's owner. About 5% of accesses are expired and 2% deactivated, as in life.
 */
export async function seedCatalogue(db: Database, size: CatalogueSize, admins: BenchAdmin[]) {
  const owners = admins.map((a) => a.id)
  const studentPassword = await hashPassword(BENCH_PASSWORD)
  await sql`insert into courses (title, subject, level, access_code, created_by, description, created_at)
    select 'Cours ' || g, (array['Mathématiques','Physique','Chimie','Biologie','Informatique','Autre'])[1 + g % 6],
           (array['Débutant','Intermédiaire','Avancé'])[1 + g % 3], 'BENCH-' || g,
           (${owners}::int[])[1 + g % ${owners.length}], 'Description du cours ' || g,
           now() - (${size.courses} - g) * interval '8 hours'
    from generate_series(1, ${size.courses}) g`.execute(db)
  await sql`insert into videos (course_id, title, drive_url, drive_file_id, order_in_course, is_free, module_name)
    select c.id, 'Vidéo ' || v, 'https://drive.google.com/file/d/1BenchVideo' || c.id || 'x' || v || '/view', '1BenchVideo' || c.id || 'x' || v,
           v, v = 1, 'Module ' || (1 + v / 5)
    from courses c cross join generate_series(1, ${size.videosPerCourse}) v`.execute(db)
  await sql`insert into students (name, email, password_hash, level, created_by, created_at)
    select 'Étudiant ' || g, 'etudiant' || g || '@bench.ma', ${studentPassword}::text,
           (array['Débutant','Intermédiaire','Avancé'])[1 + g % 3], (${owners}::int[])[1 + g % ${owners.length}],
           now() - (${size.students} - g) * interval '10 minutes'
    from generate_series(1, ${size.students}) g`.execute(db)
  await sql`insert into accesses (student_id, course_id, access_type, duration_days, is_active, expires_at, granted_by, created_at)
    select s.id, c.id, case when k = 2 and s.id % 4 = 0 then 'trial' else 'standard' end, 30,
           s.id % 50 <> 7,
           case when s.id % 20 = 3 then now() - interval '2 days' else now() + interval '30 days' end,
           c.created_by, least(now(), s.created_at + k * interval '3 days')
    from students s cross join generate_series(0, ${size.accessesPerStudent - 1}) k
    join courses c on c.id = 1 + ((s.id * 7 + k * 401) % ${size.courses})
    on conflict do nothing`.execute(db)
}

/** What the public pages list: formations, testimonials (some featured), job offers, free courses. */
export async function seedPublicContent(db: Database, authorId: number) {
  const text = (label: string) => sql`${label}::text || g || '. ' || repeat('Contenu détaillé pour les étudiants marocains. ', 4)`
  await sql`insert into announcements (title, description, price, is_active, created_by, created_at)
    select 'Formation ' || g, ${text('Préparation intensive, session ')}, (800 + g * 50) || ' DH', g % 6 <> 0, ${authorId}::int, now() - g * interval '5 days'
    from generate_series(1, 24) g`.execute(db)
  await sql`insert into testimonials (nom, ecole, comment, rating, is_active, is_featured, created_at)
    select 'Étudiant ' || g, (array['ENSA','ENSAM','EMI','FST','EHTP','INPT'])[1 + g % 6], ${text('Très bon accompagnement, avis ')},
           3 + g % 3, g % 4 <> 0, g % 20 = 0, now() - g * interval '1 day'
    from generate_series(1, 400) g`.execute(db)
  await sql`insert into job_offers (title, company, location, contract_type, description, requirements, salary, deadline, is_active, created_by, created_at)
    select 'Poste ' || g, 'Entreprise ' || (g % 15), (array['Casablanca','Rabat','Marrakech','Tanger','Fès'])[1 + g % 5],
           (array['CDI','CDD','Stage','Freelance','Alternance'])[1 + g % 5], ${text('Mission, offre ')}, 'Bac+5', (6000 + g * 100) || ' DH',
           case when g % 6 = 0 then current_date - 3 when g % 2 = 0 then current_date + 30 else null end, g % 8 <> 0, ${authorId}::int, now() - g * interval '2 days'
    from generate_series(1, 60) g`.execute(db)
  await sql`insert into free_courses (title, description, category, school, level, external_url, is_active, created_by, created_at)
    select 'Ressource ' || g, ${text('Cours gratuit, chapitre ')}, (array['cours','td','examen','concours'])[1 + g % 4],
           (array['ENSA','ENSAM','EMI','FST'])[1 + g % 4], (array['1re année','2e année','3e année'])[1 + g % 3],
           'https://example.ma/ressources/' || g, g % 10 <> 0, ${authorId}::int, now() - g * interval '3 days'
    from generate_series(1, 150) g`.execute(db)
}

/** The whole large database: admins, catalogue, public content; statistics refreshed. */
export async function seedLarge(db: Database, size: CatalogueSize = LARGE) {
  const admins = await seedAdmins(db)
  await seedCatalogue(db, size, admins)
  const author = admins[0]
  if (author) await seedPublicContent(db, author.id)
  await sql`analyze`.execute(db)
  return admins
}

export async function tableCounts(db: Database) {
  const result = await sql<Record<string, number>>`select
    (select count(*) from students)::int students, (select count(*) from courses)::int courses,
    (select count(*) from videos)::int videos, (select count(*) from accesses)::int accesses,
    (select count(*) from admins)::int admins, (select count(*) from announcements)::int announcements,
    (select count(*) from testimonials)::int testimonials, (select count(*) from job_offers)::int job_offers,
    (select count(*) from free_courses)::int free_courses`.execute(db)
  return result.rows[0] ?? {}
}

/** `npm run bench seed`: times the seeding on a throw-away database of BENCH_DATABASE_URL's server, then drops it. */
export async function seedLargeBench(serverUrl: string) {
  const { createTestDb } = await import('@tutorat/db/testing')
  const handle = await createTestDb({ url: serverUrl })
  try {
    const started = performance.now()
    await seedLarge(handle.db)
    const seconds = (performance.now() - started) / 1000
    console.log(`\n## Large seed on ${handle.kind}: ${seconds.toFixed(1)} s`)
    console.log(JSON.stringify(await tableCounts(handle.db)))
  } finally {
    await handle.close()
  }
}
