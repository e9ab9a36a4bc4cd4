import { describe, expect, it } from 'vitest'
import { FORMAT_MESSAGES as M, type ParseResult, parseAiken } from '../src/domain/question-formats/index.ts'

// DESIGN §19: Moodle's Aiken, the simplest format teachers keep their series in.

const SERIES = `Quelle est la dérivée de $x \\mapsto x^2$ ?
A) $x$
B) $2x$
C) $x^2/2$
D) $2$
ANSWER: B

La somme $\\sum_{k=1}^{n} k$ vaut :
A. $n^2$
B. $\\frac{n(n+1)}{2}$
C. $n!$
ANSWER: B
Parmi ces villes, lesquelles accueillent une ENSA ?
(plusieurs réponses)
A) Agadir
B) Ifrane
C) Tanger
RÉPONSE : A, C
`

function questionsOf(result: ParseResult) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.questions
}

const errorsOf = (result: ParseResult) => (result.ok ? [] : result.errors)

describe('Aiken', () => {
  const questions = questionsOf(parseAiken(SERIES))

  it('reads each question with its line, options `A)` and `A.`, LaTeX kept as written', () => {
    expect(questions).toEqual([
      {
        type: 'single',
        title: null,
        statement: 'Quelle est la dérivée de $x \\mapsto x^2$ ?',
        options: ['$x$', '$2x$', '$x^2/2$', '$2$'],
        correct: [1],
        weights: null,
        value: null,
        tolerance: 0,
        points: 1,
        explanation: '',
        tags: { topic: null, difficulty: null, concours: null, year: null },
        line: 1,
      },
      expect.objectContaining({ type: 'single', statement: 'La somme $\\sum_{k=1}^{n} k$ vaut :', options: ['$n^2$', '$\\frac{n(n+1)}{2}$', '$n!$'], correct: [1], line: 8 }),
      expect.objectContaining({ type: 'multiple', statement: 'Parmi ces villes, lesquelles accueillent une ENSA ?\n(plusieurs réponses)', correct: [0, 2], weights: null, line: 13 }),
    ])
  })

  it('accepts Windows line breaks and `answer:` in lower case', () => {
    expect(questionsOf(parseAiken('Q ?\r\nA) oui\r\nB) non\r\nanswer: b'))).toMatchObject([{ correct: [1], options: ['oui', 'non'] }])
  })

  it.each<[string, string, number, string]>([
    ['no « ANSWER: » at the end', 'Q ?\nA) a\nB) b\n', 1, M.aikenNoAnswer],
    ['a question with no options at the end', 'Q ?\n', 1, M.aikenNoAnswer],
    ['an option before any statement', 'A) a\nB) b\nANSWER: A', 1, M.aikenNoStatement],
    ['options out of order', 'Q ?\nA) a\nC) c\nANSWER: A', 3, M.aikenOrder('B')],
    ['an empty option', 'Q ?\nA) a\nB)\nANSWER: A', 3, M.optionEmpty],
    ['« ANSWER: » without options', 'Q ?\nANSWER: A', 2, M.aikenAnswerWithoutOptions],
    ['« ANSWER: » alone', 'ANSWER: A', 1, M.aikenAnswerWithoutOptions],
    ['an unreadable answer', 'Q ?\nA) a\nB) b\nANSWER: la deuxième', 4, M.aikenAnswerUnreadable],
    ['an answer that names no option', 'Q ?\nA) a\nB) b\nANSWER: E', 4, M.aikenAnswerUnknown('E')],
    ['one option', 'Q ?\nA) a\nANSWER: A', 1, M.tooFewOptions],
    ['more options than the platform allows', `Q ?\n${'ABCDEFGHI'.split('').map((letter) => `${letter}) ${letter}`).join('\n')}\nANSWER: A`, 1, M.tooManyOptions(9)],
    ['an empty file', '\n\n', 1, M.empty],
  ])('%s', (_, text, line, message) => {
    expect(errorsOf(parseAiken(text))).toEqual([{ line, message }])
  })

  it('lists every error of the file with its line, the good questions set aside', () => {
    const file = [
      'Q1 ?', // 1
      'A) a', // 2
      'B) b', // 3
      'Q2 sans réponse au-dessus', // 4  (Q1 lacks its ANSWER)
      'A) a', // 5
      'B) b', // 6
      'ANSWER: C', // 7
      '', // 8
      'Q3 correcte', // 9
      'A) a', // 10
      'B) b', // 11
      'ANSWER: A', // 12
      '', // 13
      'A) orpheline', // 14
      'B) b', // 15
      'ANSWER: A', // 16
      'Q5 ?', // 17
      'A) a', // 18
      'B) b', // 19
    ].join('\n')
    expect(errorsOf(parseAiken(file))).toEqual([
      { line: 1, message: M.aikenNoAnswer },
      { line: 7, message: M.aikenAnswerUnknown('C') },
      { line: 14, message: M.aikenNoStatement },
      { line: 17, message: M.aikenNoAnswer },
    ])
  })
})
