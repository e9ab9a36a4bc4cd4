import { bankTagFields } from '@tutorat/contracts'
import { z } from 'zod'
import { type ListErrors, listErrorsOf } from '../exams-admin/questions-form.ts'
import { serverIssues } from '../exams-admin/server-issues.ts'
import type { TagDraft, TagErrors } from './TagFields.tsx'

// The bank's edit form beyond the question itself (the exam editor's form holds that): its tags,
// checked by the contract's own rules, and the server's refusals split between the two.

const tagsSchema = z.object(bankTagFields)
const TAG_KEYS = new Set<string>(Object.keys(bankTagFields))
const isTag = (key: string | undefined): key is keyof TagDraft => key !== undefined && TAG_KEYS.has(key)

const tagsRaw = (draft: TagDraft) => ({ topic: draft.topic, difficulty: draft.difficulty, concours: draft.concours, year: draft.year.trim() })

/** The contract's refusals of the tags, each under its field (none: `{}`). */
export function checkTags(draft: TagDraft): TagErrors {
  const errors: TagErrors = {}
  for (const issue of tagsSchema.safeParse(tagsRaw(draft)).error?.issues ?? []) {
    const [key] = issue.path
    if (typeof key === 'string' && isTag(key)) errors[key] ??= issue.message
  }
  return errors
}

/** The tags as `questionBank.update` takes them: an empty field clears its tag. */
export const tagsInputOf = (draft: TagDraft) => tagsSchema.parse(tagsRaw(draft))

/** The server's refusals of `questionBank.update`: about the tags, or about the question (as the editor's list of one). */
export function bankQuestionErrors(error: unknown): { question: ListErrors | null; tags: TagErrors } {
  const tags: TagErrors = {}
  const question: { path: string[]; message: string }[] = []
  for (const { path, message } of serverIssues(error)) {
    const [key] = path
    if (isTag(key)) tags[key] ??= message
    // `id` is the question as a whole: shown above the form, not under an input
    else if (key !== 'id') question.push({ path: ['0', ...path], message })
  }
  return { question: listErrorsOf(question), tags }
}
