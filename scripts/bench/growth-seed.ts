// DESIGN §20's reference business (« 1× ») and its multiples, seeded in bulk SQL (generate_series,
// INSERT … SELECT) on top of seed-large.ts's catalogue: payment requests, messages, live sessions with
// attendance, concours blancs with their copies and answers, job applications.
import { type Database, sql } from '@tutorat/db'
import { type BenchAdmin, seedAdmins, seedCatalogue, seedPublicContent } from './seed-large.ts'

/** Per 1×: DESIGN §20. Exams stay six whatever the scale: one concours blanc grows with the business. */
export const REFERENCE = {
  students: 20_000,
  courses: 200,
  payments: 5_000,
  messages: 200_000,
  sessions: 1_000,
  attendancePerSession: 50,
  exams: 6,
  attempts: 15_000,
  questions: 33,
  applications: 3_000,
}

export interface GrowthSeed {
  admins: BenchAdmin[]
  examId: number
  /** DESIGN §19: a concours blanc of SECTIONED.copies copies in three sections */
  sectionedExamId: number
  /** the bench student's copy of it (their result: percentile, sections, topics) */
  sectionedAttemptId: number | null
  sessionId: number
  /** a student with accesses, copies, messages and payments */
  studentEmail: string
  courseId: number
}

const timed = async (label: string, run: () => Promise<unknown>, log: (line: string) => void) => {
  const started = performance.now()
  await run()
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function seedPayments(db: Database, count: number) {
  await sql`insert into payment_requests (reference, student_id, student_name, student_email, announcement_id, formation_title,
      course_id, course_title, amount_mad, access_type, duration_days, status, deadline_at, created_at, decided_at)
    select 'BENCH-P-' || g, s.id, s.name, s.email, a.id, a.title, c.id, c.title, 1500, 'standard', 30,
      (array['en_attente','preuve_envoyee','validee','validee','validee','refusee','expiree','annulee'])[1 + g % 8],
      now() + interval '3 days' - g * interval '1 hour', now() - g * interval '1 hour',
      -- validated (or refused) half an hour after the request: the owner's figures read decided_at
      case when g % 8 in (2, 3, 4, 5) then now() - g * interval '1 hour' + interval '30 minutes' end
    from generate_series(1, ${count}::int) g
    join students s on s.id = g
    join announcements a on a.id = (select min(id) from announcements) + g % 24
    join courses c on c.id = 1 + g % (select count(*) from courses)::int`.execute(db)
}

async function seedMessages(db: Database, count: number, students: number) {
  await sql`insert into notifications (student_id, channel, recipient, template, params, dedupe_key, status, attempts, sent_at, last_error, created_at)
    select s.id, ch, case when ch = 'in_app' then null else s.email end,
      (array['access_granted','access_expiring','payment_validated','session_scheduled','student_invite'])[1 + g % 5], '{}'::jsonb,
      'bench:' || g, st, case when st = 'sent' then 1 else 3 end, case when st = 'sent' then now() - g * interval '1 minute' end,
      case when st in ('failed','dead') then 'SMTP 550' end, now() - g * interval '1 minute'
    from generate_series(1, ${count}::int) g
    cross join lateral (select (array['in_app','email','email','whatsapp'])[1 + g % 4] ch,
      case when g % 1000 = 1 then 'pending' when g % 1000 = 2 then 'failed' when g % 1000 = 3 then 'dead' when g % 1000 = 4 then 'no_channel' else 'sent' end st) x
    join students s on s.id = 1 + (g * 7) % ${students}::int`.execute(db)
}

async function seedSessions(db: Database, count: number, perSession: number, students: number, authorId: number) {
  await sql`insert into live_sessions (kind, course_id, title, starts_at, duration_minutes, meet_url, created_by, created_at)
    select 'groupe', 1 + g % (select count(*) from courses)::int, 'Séance ' || g, now() - (${count}::int / 2 - g) * interval '6 hours', 90,
      'https://meet.google.com/abc-defg-hij', ${authorId}::int, now() - g * interval '6 hours'
    from generate_series(1, ${count}::int) g`.execute(db)
  await sql`insert into session_attendance (session_id, student_id, first_joined_at, last_joined_at, joins)
    select l.id, 1 + (l.id * 131 + j * 977) % ${students}::int, l.starts_at, l.starts_at, 1
    from live_sessions l cross join generate_series(1, ${perSession}::int) j
    on conflict do nothing`.execute(db)
}

/** Six concours blancs of `questions` single-choice questions; their copies scored and answered. */
async function seedExams(db: Database, exams: number, attempts: number, questions: number, students: number, authorId: number) {
  await sql`insert into exams (title, is_public, time_limit_minutes, published, created_by, created_at)
    select 'Concours blanc ' || e, true, 120, true, ${authorId}::int, now() - e * interval '30 days' from generate_series(1, ${exams}::int) e`.execute(db)
  await sql`insert into exam_versions (exam_id, penalty, questions)
    select e.id, 0, (select jsonb_agg(jsonb_build_object('id', e.id * 1000 + q, 'type', 'single', 'statement', 'Question ' || q || ' : calculer $\\int_0^' || q || ' x\\,dx$.',
        'options', jsonb_build_array('$0$', '$' || q || '$', '$' || q * q || '/2$', '$1$'), 'correct', jsonb_build_array(2), 'value', null,
        'tolerance', 0, 'points', 1, 'explanation', '', 'image', null) order by q) from generate_series(1, ${questions}::int) q)
    from exams e`.execute(db)
  await sql`update exams e set current_version_id = v.id from exam_versions v where v.exam_id = e.id`.execute(db)
  const perExam = Math.floor(attempts / exams)
  // score: right answers minus nothing (penalty 0); the copy's answers agree with its score
  await sql`insert into exam_attempts (exam_id, version_id, student_id, attempt_number, seed, started_at, deadline_at, submitted_at, status, score, max_score)
    select e.id, e.current_version_id, 1 + ((e.id * ${perExam}::int + i) % ${students}::int), 1, i,
      now() - interval '3 hours' - i * interval '1 second', now() - interval '1 hour' - i * interval '1 second',
      case when i % 100 = 0 then null else now() - interval '90 minutes' end,
      case when i % 100 = 0 then 'en_cours' when i % 50 = 1 then 'expiree' else 'soumise' end,
      case when i % 100 = 0 then null else (i * 7919) % (${questions}::int + 1) end, ${questions}::int
    from exams e cross join generate_series(1, ${perExam}::int) i`.execute(db)
  // the first `score` questions right, the next few wrong, the rest blank (no row)
  await sql`insert into attempt_answers (attempt_id, question_id, answer, saved_at, points, outcome)
    select a.id, a.exam_id * 1000 + q, case when q <= coalesce(a.score, 0) then '[2]'::jsonb else '[1]'::jsonb end, a.started_at + q * interval '1 minute',
      case when a.status = 'en_cours' then null when q <= a.score then 1 else 0 end,
      case when a.status = 'en_cours' then null when q <= a.score then 'juste' else 'faux' end
    from exam_attempts a cross join generate_series(1, ${questions}::int) q
    where q <= coalesce(a.score, 10)::int + 3 + a.id % (${questions}::int - 3)`.execute(db)
}

/** Issue 32: one concours blanc of 10,000 copies in 3 sections of 11 questions, 4 topics, whatever the scale. */
export const SECTIONED = { copies: 10_000, sections: 3, perSection: 11 }

async function seedSectionedExam(db: Database, authorId: number) {
  const { copies, sections, perSection } = SECTIONED
  const questions = sections * perSection
  const exam = await sql<{ id: number }>`insert into exams (title, is_public, time_limit_minutes, published, created_by, created_at)
    values ('Concours blanc en sections', true, 180, true, ${authorId}::int, now() - interval '2 days') returning id`.execute(db)
  const id = exam.rows[0]?.id ?? 0
  await sql`insert into exam_versions (exam_id, penalty, questions, sections)
    select ${id}::int, 0.25,
      (select jsonb_agg(jsonb_build_object('id', ${id}::int * 1000 + q, 'type', 'single', 'statement', 'Question ' || q, 'options', jsonb_build_array('$0$', '$1$', '$2$', '$3$'),
        'correct', jsonb_build_array(1), 'value', null, 'tolerance', 0, 'points', 1, 'explanation', '', 'image', null,
        'topic', (array['Analyse','Algèbre','Mécanique','Électricité'])[1 + q % 4]) order by q) from generate_series(1, ${questions}::int) q),
      (select jsonb_agg(jsonb_build_object('title', 'Épreuve ' || s, 'time_limit_minutes', 60, 'draw', null,
        'question_ids', (select jsonb_agg(${id}::int * 1000 + (s - 1) * ${perSection}::int + k order by k) from generate_series(1, ${perSection}::int) k)) order by s)
        from generate_series(1, ${sections}::int) s)`.execute(db)
  await sql`update exams e set current_version_id = v.id from exam_versions v where v.exam_id = e.id and e.id = ${id}::int`.execute(db)
  // copy i gets (i * 7919) % 34 right answers, its first questions; 1 % still running
  await sql`insert into exam_attempts (exam_id, version_id, student_id, attempt_number, seed, started_at, deadline_at, submitted_at, status, score, max_score)
    select ${id}::int, e.current_version_id, i, 1, i, now() - interval '5 hours' - i * interval '1 second', now() - interval '2 hours' - i * interval '1 second',
      case when i % 100 = 0 then null else now() - interval '150 minutes' end,
      case when i % 100 = 0 then 'en_cours' else 'soumise' end,
      case when i % 100 = 0 then null else (i * 7919) % (${questions}::int + 1) end, ${questions}::int
    from exams e cross join generate_series(1, ${copies}::int) i where e.id = ${id}::int`.execute(db)
  await sql`insert into attempt_sections (attempt_id, position, title, time_limit_minutes, question_ids, opened_at, deadline_at, closed_at, score, max_score)
    select a.id, s, 'Épreuve ' || s, 60, (select array_agg(${id}::int * 1000 + (s - 1) * ${perSection}::int + k order by k) from generate_series(1, ${perSection}::int) k),
      a.started_at + (s - 1) * interval '1 hour', a.started_at + s * interval '1 hour', a.started_at + s * interval '1 hour',
      case when a.score is null then null else greatest(0, least(${perSection}::int, a.score - (s - 1) * ${perSection}::int)) end, ${perSection}::int
    from exam_attempts a cross join generate_series(1, ${sections}::int) s where a.exam_id = ${id}::int`.execute(db)
  await sql`update exam_attempts a set topic_scores = (
      select jsonb_agg(jsonb_build_object('topic', t.topic, 'points', t.points, 'max', t.max, 'questions', t.max))
      from (select (array['Analyse','Algèbre','Mécanique','Électricité'])[1 + q % 4] as topic, count(*) filter (where q <= a.score) as points, count(*) as max
        from generate_series(1, ${questions}::int) q group by 1) t)
    where a.exam_id = ${id}::int and a.score is not null`.execute(db)
  await sql`update exam_attempts a set section_scores = (
      select jsonb_agg(jsonb_build_object('position', s.position, 'score', s.score, 'max', s.max_score) order by s.position) from attempt_sections s where s.attempt_id = a.id)
    where a.exam_id = ${id}::int and a.score is not null`.execute(db)
  await sql`insert into attempt_answers (attempt_id, question_id, answer, saved_at, points, outcome)
    select a.id, ${id}::int * 1000 + q, case when q <= coalesce(a.score, 0) then '[1]'::jsonb else '[0]'::jsonb end, a.started_at + q * interval '1 minute',
      case when a.status = 'en_cours' then null when q <= a.score then 1 else -0.25 end,
      case when a.status = 'en_cours' then null when q <= a.score then 'juste' else 'faux' end
    from exam_attempts a cross join generate_series(1, ${questions}::int) q
    where a.exam_id = ${id}::int and q <= coalesce(a.score, 10)::int + 3`.execute(db)
}

async function seedApplications(db: Database, count: number) {
  await sql`insert into job_applications (job_offer_id, full_name, email, phone, school, message, cv_path, cv_original_name, cv_mime, status, created_at)
    select o.id, 'Candidat ' || g, 'candidat' || g || '@bench.ma', '0612345678', 'ENSA', 'Motivé.', 'cv/bench.pdf', 'cv.pdf', 'application/pdf',
      (array['en_attente','examinee','acceptee','refusee'])[1 + g % 4], now() - g * interval '20 minutes'
    from generate_series(1, ${count}::int) g join job_offers o on o.id = (select min(id) from job_offers) + g % 60`.execute(db)
}

/** The reference business times `scale`, on a fresh migrated database; analyzed afterwards. */
export async function seedGrowth(db: Database, scale: number, log: (line: string) => void = console.log): Promise<void> {
  const n = (value: number) => Math.round(value * scale)
  const r = REFERENCE
  const admins = await seedAdmins(db)
  const root = admins.find((a) => a.is_super_admin)
  if (!root) throw new Error('no super admin')
  await timed('students, courses, accesses', () => seedCatalogue(db, { courses: n(r.courses), videosPerCourse: 10, students: n(r.students), accessesPerStudent: 3 }, admins), log)
  await seedPublicContent(db, root.id)
  await timed('payment requests', () => seedPayments(db, n(r.payments)), log)
  await timed('messages', () => seedMessages(db, n(r.messages), n(r.students)), log)
  await timed('live sessions and attendance', () => seedSessions(db, n(r.sessions), r.attendancePerSession, n(r.students), root.id), log)
  await timed('concours blancs, copies, answers', () => seedExams(db, r.exams, n(r.attempts), r.questions, n(r.students), root.id), log)
  await timed(`sectioned concours blanc (${SECTIONED.copies} copies × ${SECTIONED.sections} sections)`, () => seedSectionedExam(db, root.id), log)
  await timed('job applications', () => seedApplications(db, n(r.applications)), log)
  await timed('vacuum analyze', () => sql`vacuum analyze`.execute(db), log)
}

/** What the bench calls on: the admins, the first concours blanc, a session, a student with everything. */
export async function growthTargets(db: Database): Promise<GrowthSeed> {
  const admins = await db.selectFrom('admins').select(['id', 'email', 'is_super_admin']).where('email', 'like', 'bench%').orderBy('id').execute()
  const exam = await sql<{ id: number }>`select min(id)::int id from exams`.execute(db)
  const session = await sql<{ id: number }>`select max(session_id)::int id from session_attendance`.execute(db)
  const student = await sql<{ email: string; course_id: number }>`select s.email, a.course_id from students s
    join accesses a on a.student_id = s.id and a.is_active and a.expires_at > now()
    where exists (select 1 from exam_attempts t where t.student_id = s.id) order by s.id limit 1`.execute(db)
  const pick = student.rows[0]
  const sectioned = await sql<{ id: number }>`select id from exams where title = 'Concours blanc en sections'`.execute(db)
  if (!pick || !exam.rows[0] || !session.rows[0] || !sectioned.rows[0]) throw new Error('growth seed is missing rows')
  const copy = await sql<{ id: number }>`select a.id from exam_attempts a join students s on s.id = a.student_id
    where a.exam_id = ${sectioned.rows[0].id}::int and s.email = ${pick.email} and a.status <> 'en_cours'`.execute(db)
  return {
    admins,
    examId: exam.rows[0].id,
    sectionedExamId: sectioned.rows[0].id,
    sectionedAttemptId: copy.rows[0]?.id ?? null,
    sessionId: session.rows[0].id,
    studentEmail: pick.email,
    courseId: pick.course_id,
  }
}

export async function growthCounts(db: Database) {
  const result = await sql<Record<string, number>>`select
    (select count(*) from students)::int students, (select count(*) from accesses)::int accesses,
    (select count(*) from payment_requests)::int payments, (select count(*) from notifications)::int messages,
    (select count(*) from live_sessions)::int sessions, (select count(*) from session_attendance)::int attendances,
    (select count(*) from exam_attempts)::int attempts, (select count(*) from attempt_answers)::int answers,
    (select count(*) from job_applications)::int applications`.execute(db)
  return result.rows[0] ?? {}
}
