import { EXAM_RULES } from '@tutorat/contracts'
import { FORMAT_MESSAGES as M } from './messages.ts'
import type { FormatError, PortableQuestion, PortableTags } from './types.ts'

// The bank's tags travel in Moodle's tag comments, `// [tag:topic:Analyse] [tag:difficulty:3]`
// (Moodle 3.6+ reads `[tag:…]` in a question's comment lines and keeps the text as a tag). Besides
// topic, difficulty, concours and year, `points:2` carries the question's points and
// `scoring:all-or-nothing` marks a multiple-answer question scored all or nothing.

export interface GiftTags {
  tags: PortableTags
  points: number | null
  allOrNothing: boolean
}

export interface CommentLine {
  text: string
  line: number
}

const plain = (value: string) => value.normalize('NFC').trim().toLowerCase()

const KEYS: Record<string, 'topic' | 'difficulty' | 'concours' | 'year' | 'points' | 'scoring'> = {
  topic: 'topic',
  thème: 'topic',
  theme: 'topic',
  difficulty: 'difficulty',
  difficulté: 'difficulty',
  difficulte: 'difficulty',
  concours: 'concours',
  year: 'year',
  année: 'year',
  annee: 'year',
  points: 'points',
  barème: 'points',
  bareme: 'points',
  scoring: 'scoring',
}

const integerIn = (raw: string, min: number, max: number) => (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : null)

function pointsOf(raw: string) {
  const value = /^\d+(?:[.,]\d+)?$/.test(raw) ? Number(raw.replace(',', '.')) : Number.NaN
  return value >= 0.25 && value <= EXAM_RULES.maxPoints ? value : null
}

/** Applies one `key:value` tag; a message when its value is wrong. */
function applyTag(found: GiftTags, key: string, value: string): string | null {
  switch (KEYS[plain(key)]) {
    case 'topic':
      found.tags.topic = value || null
      return null
    case 'concours':
      found.tags.concours = value || null
      return null
    case 'difficulty':
      found.tags.difficulty = integerIn(value, 1, 5)
      return found.tags.difficulty === null ? M.tagDifficulty : null
    case 'year':
      found.tags.year = integerIn(value, 1950, 2100)
      return found.tags.year === null ? M.tagYear : null
    case 'points':
      found.points = pointsOf(value)
      return found.points === null ? M.tagPoints : null
    case 'scoring':
      found.allOrNothing = plain(value) === 'all-or-nothing'
      return found.allOrNothing ? null : M.tagScoring
    default:
      // another Moodle tag (a plain word, `[id:…]`): not the bank's, left aside
      return null
  }
}

/** The tags of a question's comment lines; a wrong value is an error on its line. */
export function readTags(comments: CommentLine[], errors: FormatError[]): GiftTags {
  const found: GiftTags = { tags: { topic: null, difficulty: null, concours: null, year: null }, points: null, allOrNothing: false }
  for (const comment of comments) {
    for (const match of comment.text.matchAll(/\[tag:((?:\\\]|[^\]])*)\]/g)) {
      const tag = (match[1] ?? '').replace(/\\\]/g, ']')
      const colon = tag.indexOf(':')
      if (colon < 0) continue
      const message = applyTag(found, tag.slice(0, colon), tag.slice(colon + 1).trim())
      if (message) errors.push({ line: comment.line, message })
    }
  }
  return found
}

/** Moodle's tag text: no line break, `]` escaped, and none of `<>` (Moodle drops them). */
const tagText = (value: string) => value.replace(/[\r\n<>]+/g, ' ').trim().replace(/\]/g, '\\]')

/** The comment line carrying a question's tags, points and scoring (empty when it has none to say). */
export function writeTags(question: PortableQuestion): string {
  const { topic, difficulty, concours, year } = question.tags
  const parts = [
    topic ? `topic:${tagText(topic)}` : null,
    difficulty !== null ? `difficulty:${difficulty}` : null,
    concours ? `concours:${tagText(concours)}` : null,
    year !== null ? `year:${year}` : null,
    question.points !== 1 ? `points:${question.points}` : null,
    question.type === 'multiple' && question.weights === null ? 'scoring:all-or-nothing' : null,
  ].filter((part) => part !== null)
  return parts.length === 0 ? '' : `// ${parts.map((part) => `[tag:${part}]`).join(' ')}`
}
