import { type Kysely, sql } from 'kysely'

// Issue 18 (DESIGN §13): concours blancs and course quizzes.
// `exams` holds the settings; its questions live in `exam_versions`, an immutable JSON copy of the
// ordered list and of the penalty. Saving the questions of an exam that has attempts makes a new
// version; the attempts keep the one they started with (a foreign key, not a diff), so an edit in
// the middle of a concours never re-scores a paper. A question keeps its id (`exam_question_ids`)
// across versions: answers and success rates refer to it.
// `exam_attempts`: the server owns time (`deadline_at` = start + limit, capped by `closes_at`);
// `seed` orders the questions and options of a shuffled paper the same way on every device.
// `attempt_answers`: one row per answered question, so a save is one idempotent upsert.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence exam_question_ids`.execute(db)

  await db.schema
    .createTable('exams')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_limit_minutes', 'integer', (c) => c.notNull().check(sql`time_limit_minutes between 1 and 600`))
    .addColumn('opens_at', 'timestamptz')
    .addColumn('closes_at', 'timestamptz')
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(1).check(sql`max_attempts between 1 and 20`))
    .addColumn('shuffle_questions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('shuffle_options', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('review_policy', 'text', (c) =>
      c.notNull().defaultTo('after_submission').check(sql`review_policy in ('after_submission', 'after_closing', 'never')`),
    )
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('current_version_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('exams_window', sql`opens_at is null or closes_at is null or opens_at < closes_at`)
    .execute()
  await db.schema.createIndex('exams_course_id_idx').on('exams').column('course_id').execute()
  await db.schema.createIndex('exams_created_by_idx').on('exams').column('created_by').execute()
  await sql`create index exams_public_idx on exams (created_at desc) where published and is_public`.execute(db)

  await db.schema
    .createTable('exam_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('penalty', sql`numeric(6,2)`, (c) => c.notNull().defaultTo(0).check(sql`penalty >= 0`))
    .addColumn('questions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('exam_versions_exam_id_idx').on('exam_versions').column('exam_id').execute()
  await sql`alter table exams add constraint exams_current_version_fk foreign key (current_version_id) references exam_versions (id) on delete set null`.execute(db)
  await db.schema.createIndex('exams_current_version_id_idx').on('exams').column('current_version_id').execute()

  await db.schema
    .createTable('exam_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (c) => c.notNull().references('exam_versions.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('attempt_number', 'integer', (c) => c.notNull().check(sql`attempt_number >= 1`))
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('en_cours').check(sql`status in ('en_cours', 'soumise', 'expiree')`))
    .addColumn('score', sql`numeric(8,2)`)
    .addColumn('max_score', sql`numeric(8,2)`, (c) => c.notNull())
    .addUniqueConstraint('exam_attempts_number_key', ['exam_id', 'student_id', 'attempt_number'])
    .execute()
  // one running attempt per student and exam: a second « Commencer » resumes it
  await sql`create unique index exam_attempts_running_idx on exam_attempts (exam_id, student_id) where status = 'en_cours'`.execute(db)
  await sql`create index exam_attempts_due_idx on exam_attempts (deadline_at) where status = 'en_cours'`.execute(db)
  await sql`create index exam_attempts_rank_idx on exam_attempts (exam_id, score) where attempt_number = 1 and status <> 'en_cours'`.execute(db)
  await sql`create index exam_attempts_student_idx on exam_attempts (student_id, started_at desc)`.execute(db)
  await db.schema.createIndex('exam_attempts_version_id_idx').on('exam_attempts').column('version_id').execute()

  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    // set when the attempt is scored: the admin's success rates are one grouped query
    .addColumn('points', sql`numeric(8,2)`)
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('juste', 'partiel', 'faux', 'vide')`))
    .addPrimaryKeyConstraint('attempt_answers_pkey', ['attempt_id', 'question_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_answers').execute()
  await db.schema.dropTable('exam_attempts').execute()
  await sql`alter table exams drop constraint exams_current_version_fk`.execute(db)
  await db.schema.dropTable('exam_versions').execute()
  await db.schema.dropTable('exams').execute()
  await sql`drop sequence exam_question_ids`.execute(db)
}
