import { type AdminExamDetail, EXAM_MESSAGES, EXAM_RULES } from '@tutorat/contracts'

// DESIGN §19: the section editor's draft. Each section takes chosen questions (the exam's own) or
// a random draw from the bank; what the draft can check is checked here, the rest (a draw larger
// than its filter) is the server's, whose French sentence is shown as it comes.

const M = EXAM_MESSAGES

export interface DrawDraft {
  count: string
  topic: string
  difficulty: string
}

export interface SectionDraft {
  /** a key for React: drafts have no id */
  key: number
  title: string
  minutes: string
  source: 'chosen' | 'draw'
  question_ids: number[]
  draw: DrawDraft
}

let nextKey = 1
const key = () => nextKey++

export function emptySection(position: number, minutes = 30): SectionDraft {
  return { key: key(), title: `Section ${position}`, minutes: String(minutes), source: 'chosen', question_ids: [], draw: { count: '10', topic: '', difficulty: '' } }
}

/** The exam's sections as saved, or one section holding every question (an exam without sections). */
export function sectionsDraftOf(exam: AdminExamDetail): SectionDraft[] {
  if (!exam.sections || exam.sections.length === 0) {
    return [{ ...emptySection(1, exam.time_limit_minutes), title: exam.title, question_ids: exam.questions.map((question) => question.id) }]
  }
  return exam.sections.map((section) => ({
    key: key(),
    title: section.title,
    minutes: String(section.time_limit_minutes),
    source: section.draw ? 'draw' : 'chosen',
    question_ids: section.question_ids ?? [],
    draw: {
      count: String(section.draw?.count ?? 10),
      topic: section.draw?.topic ?? '',
      difficulty: section.draw?.difficulty ? String(section.draw.difficulty) : '',
    },
  }))
}

export type SectionErrors = Partial<Record<'title' | 'minutes' | 'questions' | 'count', string>>

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/** Every error of the draft, per section (by key), and for the whole list. */
export function checkSections(drafts: readonly SectionDraft[]): { list?: string | undefined; sections: Map<number, SectionErrors> } {
  const sections = new Map<number, SectionErrors>()
  const seen = new Set<number>()
  let twice = false
  for (const draft of drafts) {
    const errors: SectionErrors = {}
    if (!draft.title.trim()) errors.title = M.sectionTitleRequired
    const minutes = whole(draft.minutes)
    if (!(minutes >= 1 && minutes <= EXAM_RULES.maxTimeLimitMinutes)) errors.minutes = M.timeLimitInvalid
    if (draft.source === 'chosen') {
      if (draft.question_ids.length === 0) errors.questions = M.sectionEmpty
      for (const id of draft.question_ids) {
        if (seen.has(id)) twice = true
        seen.add(id)
      }
    } else {
      const count = whole(draft.draw.count)
      if (!(count >= 1 && count <= EXAM_RULES.maxQuestions)) errors.count = M.drawCountInvalid
    }
    if (Object.keys(errors).length > 0) sections.set(draft.key, errors)
  }
  const total = drafts.reduce((sum, draft) => sum + (whole(draft.minutes) || 0), 0)
  const list =
    drafts.length < 1 || drafts.length > EXAM_RULES.maxSections ? M.sectionsCount : twice ? M.sectionQuestionTwice : total > EXAM_RULES.maxTimeLimitMinutes ? M.sectionsTooLong : undefined
  return { list, sections }
}

/** The draft as `exams.saveSections` takes it. */
export function sectionsInputOf(id: number, drafts: readonly SectionDraft[]) {
  return {
    id,
    sections: drafts.map((draft) => {
      const base = { title: draft.title.trim(), time_limit_minutes: whole(draft.minutes) }
      if (draft.source === 'chosen') return { ...base, question_ids: draft.question_ids }
      const { count, topic, difficulty } = draft.draw
      return { ...base, draw: { count: whole(count), topic: topic.trim() || null, difficulty: difficulty ? Number(difficulty) : null } }
    }),
  }
}
