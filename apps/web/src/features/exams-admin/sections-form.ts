import { type AdminExamDetail, EXAM_MESSAGES, EXAM_RULES, type Question } from '@tutorat/contracts'

// DESIGN §19: the section editor's draft. Each section takes chosen questions (the exam's own, or
// bank questions: copies already in the exam, or picked in the bank and copied on save) or a random
// draw from the bank; what the draft can check is checked here, the rest (a draw larger than its
// filter, a bank question not the admin's) is the server's, whose French sentence is shown as it comes.

const M = EXAM_MESSAGES

export interface DrawDraft {
  count: string
  topic: string
  difficulty: string
}

/** A chosen question: the exam's own, a bank copy already in the exam, or a bank question just picked (its bank id). */
export interface ChosenQuestion {
  /** what `question_ids` sends */
  id: number
  /** the bank question it stands for; null for one of the exam's own */
  bank_id: number | null
  statement: string
}

export interface SectionDraft {
  /** a key for React: drafts have no id */
  key: number
  title: string
  minutes: string
  source: 'chosen' | 'draw'
  /** in the paper's order */
  chosen: ChosenQuestion[]
  draw: DrawDraft
}

let nextKey = 1
const key = () => nextKey++

export function emptySection(position: number, minutes = 30): SectionDraft {
  return { key: key(), title: `Section ${position}`, minutes: String(minutes), source: 'chosen', chosen: [], draw: { count: '10', topic: '', difficulty: '' } }
}

const chosenOf = ({ id, bank_id, statement }: Question): ChosenQuestion => ({ id, bank_id: bank_id ?? null, statement })

/** The same question twice in a paper: an own question by its id, a bank one by its bank id (copy or not). */
export const sameQuestionKey = (question: ChosenQuestion) => question.bank_id ?? question.id

/** The exam's sections as saved, or one section holding every question (an exam without sections). */
export function sectionsDraftOf(exam: AdminExamDetail): SectionDraft[] {
  if (!exam.sections || exam.sections.length === 0) {
    return [{ ...emptySection(1, exam.time_limit_minutes), title: exam.title, chosen: exam.questions.map(chosenOf) }]
  }
  const byId = new Map(exam.questions.map((question) => [question.id, question]))
  return exam.sections.map((section) => ({
    key: key(),
    title: section.title,
    minutes: String(section.time_limit_minutes),
    source: section.draw ? 'draw' : 'chosen',
    chosen: (section.question_ids ?? []).map((id) => {
      const question = byId.get(id)
      return question ? chosenOf(question) : { id, bank_id: null, statement: '' }
    }),
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
      if (draft.chosen.length === 0) errors.questions = M.sectionEmpty
      for (const key of draft.chosen.map(sameQuestionKey)) {
        if (seen.has(key)) twice = true
        seen.add(key)
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
      if (draft.source === 'chosen') return { ...base, question_ids: draft.chosen.map((question) => question.id) }
      const { count, topic, difficulty } = draft.draw
      return { ...base, draw: { count: whole(count), topic: topic.trim() || null, difficulty: difficulty ? Number(difficulty) : null } }
    }),
  }
}
