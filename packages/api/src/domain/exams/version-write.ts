import type { ExamSection, Question } from '@tutorat/contracts'
import type { DB, Transaction } from '@tutorat/db'

type Trx = Transaction<DB>

/**
 * Writes the exam's questions or penalty. The current version is rewritten in place while no
 * attempt uses it; otherwise a new version becomes current and the running attempts keep theirs.
 * The exam row is locked so that an attempt cannot start in between (startAttempt shares the lock).
 */
export async function writeVersion(trx: Trx, examId: number, change: { penalty?: number; questions?: Question[]; sections?: ExamSection[] | undefined }): Promise<{ versioned: boolean; rewritten?: number }> {
  const exam = await trx
    .selectFrom('exams as e')
    .innerJoin('exam_versions as v', 'v.id', 'e.current_version_id')
    .select(['v.id', 'v.penalty', 'v.questions', 'v.sections'])
    .select((eb) => eb.exists(eb.selectFrom('exam_attempts as a').select('a.id').whereRef('a.version_id', '=', 'v.id')).as('used'))
    .where('e.id', '=', examId)
    .forUpdate('e')
    .executeTakeFirstOrThrow()
  const penalty = change.penalty ?? Number(exam.penalty)
  const questions = JSON.stringify(change.questions ?? exam.questions)
  const sections = change.sections === undefined ? (exam.sections === null ? null : JSON.stringify(exam.sections)) : JSON.stringify(change.sections)
  let versionId = exam.id
  if (exam.used) {
    versionId = (await trx.insertInto('exam_versions').values({ exam_id: examId, penalty, questions, sections }).returning('id').executeTakeFirstOrThrow()).id
  } else {
    await trx.updateTable('exam_versions').set({ penalty, questions, sections }).where('id', '=', exam.id).execute()
  }
  await trx.updateTable('exams').set({ current_version_id: versionId, updated_at: new Date().toISOString() }).where('id', '=', examId).execute()
  // the caller forgets a version rewritten in place once committed (versions.ts keeps it in memory)
  return exam.used ? { versioned: true } : { versioned: false, rewritten: exam.id }
}

