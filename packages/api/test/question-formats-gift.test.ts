import { tooLong } from '@tutorat/contracts'
import { describe, expect, it } from 'vitest'
import { FORMAT_MESSAGES as M, type ParseResult, parseGift, type PortableQuestion, writeGift } from '../src/domain/question-formats/index.ts'

// DESIGN §19: Moodle's GIFT in and out. A paper as a teacher writes it for Moodle (LaTeX with escaped
// braces, weighted multiple answers, numeric tolerance and ranges, tags), then every error by its line.

const ENSA = String.raw`// Concours ENSA 2024 — épreuve de mathématiques
// Exporté de Moodle
$CATEGORY: $course$/ENSA/2024

// [tag:topic:Analyse] [tag:difficulty:3] [tag:concours:ENSA] [tag:year:2024] [tag:points:2]
::Limite usuelle::[markdown]Que vaut $\lim_\{x \to 0\} \frac\{\sin x\}\{x\}$ ?
{
	~$0$ #Non : pensez au développement limité.
	=$1$ #Oui.
	~$+\infty$
	~La limite n’existe pas
	####On a $\sin x \sim x$ au voisinage de $0$, donc le quotient tend vers $1$.
}

// [tag:topic:Probabilités] [tag:difficulty:2] [tag:concours:ENSA] [tag:year:2024]
::Loi binomiale::On lance $3$ fois une pièce équilibrée. Quelle est la probabilité d’obtenir
exactement deux fois « pile » ? Donnez une valeur décimale. {#0.375:0.001}

// [tag:topic:Arithmétique] [tag:concours:ENSA] [tag:points:1.5]
::Nombres premiers::Parmi les entiers suivants, lesquels sont premiers ? {
	~%50%$2$
	~%50%$17$
	~%-50%$21 \= 3 \times 7$ #Il est divisible par $3$.
	~%-50%$1$
	####Un nombre premier a exactement deux diviseurs.
}

// [tag:topic:Analyse] [tag:difficulty:4]
::Intégrale::Calculer $\displaystyle\int_0^1 2x\,dx$ \: la réponse est dans l’intervalle {#0.9..1.1}

::Vrai ou faux::La fonction $x \mapsto e^\{-x\}$ est décroissante sur $\mathbb\{R\}$. {TRUE}

::Ensemble::[markdown]Soit $E \= \\\{1, 2, 3\\\}$. Combien $E$ a-t-il de parties ? {
	=$8$
	~$6$
	~$9$
}
`

const noTags = { topic: null, difficulty: null, concours: null, year: null }

function questionsOf(result: ParseResult) {
  if (!result.ok) throw new Error(`expected questions, got ${JSON.stringify(result.errors)}`)
  return result.questions
}

function errorsOf(result: ParseResult) {
  if (result.ok) throw new Error('expected errors')
  return result.errors
}

describe('a concours paper in GIFT', () => {
  const questions = questionsOf(parseGift(ENSA))

  it('reads every question, category and comments aside, with the line it starts on', () => {
    expect(questions.map((question) => [question.title, question.type, question.line])).toEqual([
      ['Limite usuelle', 'single', 6],
      ['Loi binomiale', 'numeric', 16],
      ['Nombres premiers', 'multiple', 20],
      ['Intégrale', 'numeric', 29],
      ['Vrai ou faux', 'single', 31],
      ['Ensemble', 'single', 33],
    ])
  })

  it('keeps the LaTeX of a statement with its braces unescaped, and the general feedback as the explanation', () => {
    expect(questions[0]).toEqual({
      type: 'single',
      title: 'Limite usuelle',
      statement: String.raw`Que vaut $\lim_{x \to 0} \frac{\sin x}{x}$ ?`,
      options: ['$0$', '$1$', String.raw`$+\infty$`, 'La limite n’existe pas'],
      correct: [1],
      weights: null,
      value: null,
      tolerance: 0,
      points: 2,
      explanation: String.raw`On a $\sin x \sim x$ au voisinage de $0$, donc le quotient tend vers $1$.`,
      tags: { topic: 'Analyse', difficulty: 3, concours: 'ENSA', year: 2024 },
      line: 6,
    })
  })

  it('reads a numeric answer with its tolerance, the statement over two lines', () => {
    expect(questions[1]).toMatchObject({
      statement: 'On lance $3$ fois une pièce équilibrée. Quelle est la probabilité d’obtenir\nexactement deux fois « pile » ? Donnez une valeur décimale.',
      value: 0.375,
      tolerance: 0.001,
      options: [],
      correct: [],
      points: 1,
      tags: { topic: 'Probabilités', difficulty: 2, concours: 'ENSA', year: 2024 },
    })
  })

  it('reads weighted multiple answers, negative weights included', () => {
    expect(questions[2]).toMatchObject({
      options: ['$2$', '$17$', '$21 = 3 \\times 7$', '$1$'],
      correct: [0, 1],
      weights: [50, 50, -50, -50],
      points: 1.5,
      explanation: 'Un nombre premier a exactement deux diviseurs.',
      tags: { topic: 'Arithmétique', difficulty: null, concours: 'ENSA', year: null },
    })
  })

  it('reads a range as its middle and half-width, and an escaped colon', () => {
    expect(questions[3]).toMatchObject({ value: 1, tolerance: 0.1, statement: String.raw`Calculer $\displaystyle\int_0^1 2x\,dx$ : la réponse est dans l’intervalle` })
    expect(questions[3]?.tolerance).toBeCloseTo(0.1, 12)
  })

  it('makes true/false a single choice between « Vrai » and « Faux »', () => {
    expect(questions[4]).toMatchObject({ type: 'single', options: ['Vrai', 'Faux'], correct: [0], tags: noTags, statement: String.raw`La fonction $x \mapsto e^{-x}$ est décroissante sur $\mathbb{R}$.` })
  })

  it('reads an escaped backslash before an escaped brace (LaTeX’s literal braces \\{ \\})', () => {
    expect(questions[5]?.statement).toBe(String.raw`Soit $E = \{1, 2, 3\}$. Combien $E$ a-t-il de parties ?`)
  })

  it('comes back unchanged through writeGift and parseGift', () => {
    const again = questionsOf(parseGift(writeGift(questions)))
    const strip = (list: PortableQuestion[]) => list.map(({ ...question }) => ({ ...question, line: 0 }))
    expect(strip(again)).toEqual(strip(questions))
  })

  it('writes LaTeX with escaped braces and readable backslashes', () => {
    const text = writeGift(questions)
    expect(text).toContain(String.raw`::Limite usuelle::[markdown]Que vaut $\lim_\{x \to 0\} \frac\{\sin x\}\{x\}$ ? {`)
    expect(text).toContain('// [tag:topic:Analyse] [tag:difficulty:3] [tag:concours:ENSA] [tag:year:2024] [tag:points:2]')
    expect(text).toContain('\t~%50%$2$')
    expect(text).toContain('\t#0.375:0.001')
    expect(text).toContain('\tTRUE')
    expect(text).toContain(String.raw`Soit $E \= \\\{1, 2, 3\\\}$.`)
  })
})

describe('GIFT details', () => {
  const one = (text: string) => questionsOf(parseGift(text))[0]

  it('reads answers on one line, `{F}`, `{FALSE}` and Moodle’s missing word', () => {
    expect(one('La capitale du Maroc est {=Rabat ~Casablanca ~Fès}.')).toMatchObject({ statement: 'La capitale du Maroc est _____ .', options: ['Rabat', 'Casablanca', 'Fès'], correct: [0] })
    expect(one('$1 > 2$ {F}')).toMatchObject({ options: ['Vrai', 'Faux'], correct: [1] })
    expect(one('$1 > 2$ {FALSE#faux#juste}')).toMatchObject({ correct: [1] })
  })

  it('reads several numeric answers: keeps the right one, leaves the 0 % feedback aside', () => {
    expect(one('Valeur de $\\pi$ ? {#=3.1416:0.0001 =%0%3.14:0.01#trop arrondi}')).toMatchObject({ value: 3.1416, tolerance: 0.0001 })
    expect(one('Valeur ? {#\n=2:0\n=2:0\n}')).toMatchObject({ value: 2, tolerance: 0 })
    expect(one('Température ? {#-12,5}')).toMatchObject({ value: -12.5, tolerance: 0 })
    expect(one('Grand ? {#6.02e23:1e21}')).toMatchObject({ value: 6.02e23, tolerance: 1e21 })
  })

  it('drops format markers and per-answer feedback, keeps `\\n` as a line break', () => {
    expect(one('[html]<b>Gras</b>\\nsuite {~[markdown]**a** #non =b #oui}')).toMatchObject({ statement: '<b>Gras</b>\nsuite', options: ['**a**', 'b'], correct: [1] })
  })

  it('reads the scoring tag as all-or-nothing and French tag names', () => {
    expect(one('// [tag:scoring:all-or-nothing] [tag:thème:Géométrie] [tag:annee:2023] [tag:Difficulté:5] [tag:bareme:0,5]\nQ ? {~%50%a ~%50%b ~%-100%c}')).toMatchObject({
      type: 'multiple',
      correct: [0, 1],
      weights: null,
      points: 0.5,
      tags: { topic: 'Géométrie', difficulty: 5, concours: null, year: 2023 },
    })
  })

  it('ignores Moodle’s other tags and a comment-only block', () => {
    expect(parseGift('// en-tête\n// [tag:facile]\n\n// [id:42] [tag:chapitre 3]\nQ ? {=a ~b}')).toMatchObject({ ok: true, questions: [{ line: 5, tags: noTags }] })
  })

  it('reads a file as Moodle exports it (HTML texts, empty feedbacks, `=%100%` numeric)', () => {
    const moodle = [
      '// question: 0  name: Switch category to $course$/top/ENSA',
      '$CATEGORY: $course$/top/ENSA',
      '',
      '',
      '// question: 12  name: Pi',
      '// [tag:topic:Géométrie]',
      '::Pi::[html]<p>Valeur de $\\pi$ ?</p>{#',
      '\t=%100%3.1416:0.0001#',
      '\t####',
      '}',
      '',
      '// question: 13  name: Premiers',
      '::Premiers::[html]<p>Lesquels sont premiers ?</p>{',
      '\t~%50%2#',
      '\t~%50%3#',
      '\t~%-100%4#Non.',
      '\t####<p>Deux diviseurs.</p>',
      '}',
      '',
      '// question: 14  name: VF',
      '::VF::[html]<p>$0 < 1$</p>{TRUE#Non#Oui}',
    ].join('\n')
    expect(questionsOf(parseGift(moodle))).toMatchObject([
      { title: 'Pi', type: 'numeric', statement: '<p>Valeur de $\\pi$ ?</p>', value: 3.1416, tolerance: 0.0001, explanation: '', tags: { topic: 'Géométrie' }, line: 7 },
      { title: 'Premiers', type: 'multiple', options: ['2', '3', '4'], weights: [50, 50, -100], explanation: '<p>Deux diviseurs.</p>', line: 13 },
      { title: 'VF', type: 'single', options: ['Vrai', 'Faux'], correct: [0], line: 21 },
    ])
  })

  it('reads Windows line breaks and a byte-order mark with the same line numbers', () => {
    const result = parseGift('\uFEFF// x\r\n\r\nQ1 ? {=a ~b}\r\n\r\nQ2 ? {=a ~b}')
    expect(questionsOf(result).map((question) => question.line)).toEqual([3, 5])
  })
})

describe('GIFT errors, each with its line', () => {
  const errors = (text: string) => errorsOf(parseGift(text))

  it.each<[string, string, number, string]>([
    ['unclosed brace', 'Q ?\n{=a ~b', 2, M.braceUnclosed],
    ['closing brace without an opening one', 'Q } ? {=a ~b}', 1, M.braceUnopened],
    ['unescaped LaTeX braces', 'Que vaut $\\frac{a}{b}$ ? {=a ~b}', 1, M.braceTwice],
    ['an essay', 'Racontez vos vacances. {}', 1, M.essay],
    ['a matching question', 'Associez. {=Maroc -> Rabat =France -> Paris}', 1, M.matching],
    ['a short answer', 'Capitale du Maroc ? {=Rabat =rabat}', 1, M.shortAnswer],
    ['a description', 'Lisez attentivement les consignes.', 1, M.noAnswers],
    ['no right answer', 'Q ? {~a ~b ~c}', 1, M.noRightAnswer],
    ['two right answers on a single', 'Q ? {=a =b ~c}', 1, M.singleTwoRight],
    ['partial credit on a single', 'Q ? {=a ~%50%b ~c}', 1, M.singleWeighted],
    ['weights not totalling 100', 'Q ? {~%50%a ~%30%b ~c}', 1, M.weightsTotal(80)],
    ['an unreadable weight', 'Q ? {~%abc%a ~%100%b}', 1, M.weightInvalid],
    ['a weight over 100', 'Q ? {~%150%a ~b}', 1, M.weightInvalid],
    ['a numeric answer without a number', 'Q ? {#}', 1, M.numericNoNumber],
    ['a numeric answer that is a word', 'Q ? {#trois}', 1, M.numericNoNumber],
    ['a reversed range', 'Q ? {#5..1}', 1, M.numericRange],
    ['a negative tolerance', 'Q ? {#5:-1}', 1, M.numericTolerance],
    ['partial credit on a numeric', 'Q ? {#=5:0 =%50%4:0}', 1, M.numericPartial],
    ['two different numeric answers', 'Q ? {#=5:0 =6:0}', 1, M.numericTwoRight],
    ['an unclosed title', '::Titre Q ? {=a ~b}', 1, M.titleUnclosed],
    ['one option', 'Q ? {~%100%a}', 1, M.tooFewOptions],
    ['an empty option', 'Q ? {=a ~ ~b}', 1, M.optionEmpty],
    ['more options than the platform allows', 'Q ? {=a ~b ~c ~d ~e ~f ~g ~h ~i}', 1, M.tooManyOptions(9)],
    ['text before the first answer', 'Q ? {peut-être =a ~b}', 1, M.unknownType],
    ['a difficulty out of 1–5', '// [tag:difficulty:7]\nQ ? {=a ~b}', 1, M.tagDifficulty],
    ['a year that is not one', '// [tag:year:24]\nQ ? {=a ~b}', 1, M.tagYear],
    ['points out of bounds', '// [tag:points:500]\nQ ? {=a ~b}', 1, M.tagPoints],
    ['an unknown scoring', '// [tag:scoring:partiel]\nQ ? {~%100%a ~b}', 1, M.tagScoring],
    ['all-or-nothing on a single', '// [tag:scoring:all-or-nothing]\nQ ? {=a ~b}', 1, M.tagScoringSingle],
    ['an empty statement', '::Titre:: {=a ~b}', 1, 'L’énoncé de la question est obligatoire.'],
    ['a topic longer than the bank allows', `// [tag:topic:${'x'.repeat(101)}]\nQ ? {=a ~b}`, 2, tooLong('Le thème', 100)],
  ])('%s', (_, text, line, message) => {
    expect(errors(text)).toEqual([{ line, message }])
  })

  it('an empty file or one of comments only', () => {
    expect(errors('')).toEqual([{ line: 1, message: M.empty }])
    expect(errors('// rien\n// encore rien\n')).toEqual([{ line: 1, message: M.empty }])
  })

  it('lists every error of the file, in line order, and no question', () => {
    const file = [
      '// [tag:difficulty:9]', // 1
      '::Q1::Bonne question {=a ~b}', // 2
      '', // 3
      'Q2 sans fin {', // 4
      '=a', // 5
      '~b', // 6
      '', // 7
      '::Q3:: {=a ~b}', // 8
      '', // 9
      '::Q4::Juste {=oui ~non}', // 10
      '', // 11
      'Q5 $\\frac{1}{2}$ {=a ~b}', // 12
      '', // 13
      'Q6 ? {#environ}', // 14
      '', // 15
      'Q7 ? {', // 16
      '~a', // 17
      '~b', // 18
      '}', // 19
    ].join('\n')
    expect(errors(file)).toEqual([
      { line: 1, message: M.tagDifficulty },
      { line: 4, message: M.braceUnclosed },
      { line: 8, message: 'L’énoncé de la question est obligatoire.' },
      { line: 12, message: M.braceTwice },
      { line: 14, message: M.numericNoNumber },
      { line: 16, message: M.noRightAnswer },
    ])
  })

  it('puts the line of the offending brace, not of the question, on a brace error', () => {
    expect(errors('Première ligne\ndeuxième } ligne {=a ~b}')).toEqual([{ line: 2, message: M.braceUnopened }])
    expect(errors('Q ? {=a ~b}\nsuite {=c ~d}')).toEqual([{ line: 2, message: M.braceTwice }])
  })

  it('refuses a file of more questions than a paper holds, at the first one too many', () => {
    const file = Array.from({ length: 201 }, (_, index) => `Q${index + 1} ? {=a ~b}`).join('\n\n')
    expect(errors(file)).toEqual([{ line: 401, message: M.tooManyQuestions }])
  })

  it('applies the platform’s own limits with the question’s line', () => {
    const long = 'x'.repeat(5001)
    expect(errors(`Q ? {=a ~b}\n\n${long} {=a ~b}`)).toEqual([{ line: 3, message: tooLong('L’énoncé', 5000) }])
  })
})
