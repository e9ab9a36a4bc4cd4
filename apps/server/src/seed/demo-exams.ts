import type { createCaller, RouterInputs } from '@tutorat/api'
import { DEMO_COURSES } from './demo-content.ts'

type Caller = ReturnType<typeof createCaller>
type ExamInput = RouterInputs['exams']['create']
type QuestionInput = RouterInputs['exams']['saveQuestions']['questions'][number]

// DESIGN §13: a free public concours blanc for /cours-gratuits and a quiz of the first demo
// course, with real formulas (Markdown + LaTeX, rendered by KaTeX) in statements, options and
// explanations. String.raw keeps the backslashes as the teacher would type them.

const CONCOURS: ExamInput = {
  title: 'Concours blanc ENSA — Mathématiques',
  description: 'Six questions du niveau du concours d’accès en 1re année des ENSA : limites, dérivées, intégrales, nombres complexes et probabilités. 20 minutes, une mauvaise réponse retire 0,25 point, une question laissée vide ne coûte rien.',
  is_public: true,
  time_limit_minutes: 20,
  max_attempts: 3,
  shuffle_questions: true,
  shuffle_options: true,
  penalty: 0.25,
  review_policy: 'after_submission',
}

const CONCOURS_QUESTIONS: QuestionInput[] = [
  {
    type: 'single',
    statement: String.raw`Que vaut $\displaystyle\lim_{x \to 0} \frac{\sin(3x)}{x}$ ?`,
    options: ['$0$', '$1$', '$3$', String.raw`$\frac{1}{3}$`],
    correct: [2],
    explanation: String.raw`On écrit $\frac{\sin(3x)}{x} = 3 \cdot \frac{\sin(3x)}{3x}$ et, puisque $\lim_{u \to 0} \frac{\sin u}{u} = 1$, la limite vaut $3$.`,
  },
  {
    type: 'single',
    statement: String.raw`Soit $f(x) = x^2 e^{-x}$ sur $\mathbb{R}$. Quelle est sa dérivée $f'(x)$ ?`,
    options: [String.raw`$2x\,e^{-x}$`, String.raw`$(2x - x^2)\,e^{-x}$`, String.raw`$(2x + x^2)\,e^{-x}$`, String.raw`$-x^2 e^{-x}$`],
    correct: [1],
    explanation: String.raw`Dérivée d’un produit : $f'(x) = 2x\,e^{-x} + x^2 \cdot (-e^{-x}) = (2x - x^2)\,e^{-x} = x(2 - x)\,e^{-x}$.`,
  },
  {
    type: 'numeric',
    statement: String.raw`Calculer $$I = \int_0^1 x\,e^{x}\,dx.$$ Donnez la valeur exacte ou une valeur approchée à $10^{-2}$ près.`,
    value: 1,
    tolerance: 0.01,
    points: 1.5,
    explanation: String.raw`Par intégration par parties avec $u = x$ et $v' = e^x$ : $I = \left[x\,e^x\right]_0^1 - \int_0^1 e^x\,dx = e - (e - 1) = 1$.`,
  },
  {
    type: 'multiple',
    statement: String.raw`Soit $z = 1 + i$. Quelles affirmations sont vraies ?`,
    options: [String.raw`$|z| = \sqrt{2}$`, String.raw`$\arg(z) \equiv \frac{\pi}{4} \pmod{2\pi}$`, '$z^2 = 2i$', String.raw`$\overline{z} = -1 + i$`],
    correct: [0, 1, 2],
    points: 2,
    explanation: String.raw`$|z| = \sqrt{1^2 + 1^2} = \sqrt{2}$ et $z = \sqrt{2}\,e^{i\pi/4}$ ; $z^2 = 1 + 2i + i^2 = 2i$ ; enfin $\overline{z} = 1 - i$.`,
  },
  {
    type: 'numeric',
    statement: 'On lance deux dés équilibrés à six faces. Quelle est la probabilité que la somme des deux faces soit égale à $7$ ? Donnez une valeur décimale à $10^{-3}$ près.',
    value: 0.1667,
    tolerance: 0.001,
    points: 1.5,
    explanation: String.raw`Les $36$ issues sont équiprobables et $6$ donnent $7$ : $(1,6), (2,5), (3,4), (4,3), (5,2), (6,1)$. Donc $P = \frac{6}{36} = \frac{1}{6} \approx 0{,}167$.`,
  },
  {
    type: 'multiple',
    statement: String.raw`La variable aléatoire $X$ suit la loi binomiale $\mathcal{B}\left(10, \frac{1}{2}\right)$. Quelles affirmations sont vraies ?`,
    options: ['$E(X) = 5$', '$V(X) = 5$', String.raw`$P(X = 0) = \frac{1}{1024}$`, String.raw`$P(X = 5) = \frac{1}{2}$`],
    correct: [0, 2],
    points: 2,
    explanation: String.raw`$E(X) = np = 5$ et $V(X) = np(1-p) = \frac{5}{2}$ ; $P(X = 0) = \left(\frac{1}{2}\right)^{10} = \frac{1}{1024}$ ; $P(X = 5) = \binom{10}{5} \frac{1}{2^{10}} = \frac{252}{1024} \approx 0{,}246$.`,
  },
]

const QUIZ: Omit<ExamInput, 'course_id'> = {
  title: 'Quiz — Suites numériques',
  description: 'Trois questions pour vérifier le module « Suites numériques » avant de passer aux limites.',
  time_limit_minutes: 10,
  max_attempts: 3,
  shuffle_options: true,
  penalty: 0,
  review_policy: 'after_submission',
}

const QUIZ_QUESTIONS: QuestionInput[] = [
  {
    type: 'single',
    statement: String.raw`Vers quelle limite converge la suite $u_n = \dfrac{2n + 1}{n + 3}$ ?`,
    options: ['$0$', String.raw`$\frac{1}{3}$`, '$2$', String.raw`$+\infty$`],
    correct: [2],
    explanation: String.raw`On divise par $n$ : $u_n = \dfrac{2 + \frac{1}{n}}{1 + \frac{3}{n}} \xrightarrow[n \to +\infty]{} 2$.`,
  },
  {
    type: 'numeric',
    statement: String.raw`$(u_n)$ est la suite géométrique de premier terme $u_0 = 3$ et de raison $q = 2$. Que vaut $u_5$ ?`,
    value: 96,
    tolerance: 0,
    explanation: String.raw`$u_n = u_0\,q^n$, donc $u_5 = 3 \times 2^5 = 96$.`,
  },
  {
    type: 'multiple',
    statement: String.raw`Parmi ces suites définies pour $n \geq 0$, lesquelles sont croissantes ?`,
    options: ['$u_n = n^2$', String.raw`$v_n = \frac{1}{n + 1}$`, String.raw`$w_n = 1 - \frac{1}{n + 1}$`, '$t_n = (-1)^n$'],
    correct: [0, 2],
    points: 2,
    explanation: String.raw`$u_{n+1} - u_n = 2n + 1 > 0$ et $w_{n+1} - w_n = \frac{1}{n+1} - \frac{1}{n+2} > 0$ ; $(v_n)$ décroît et $(t_n)$ alterne entre $1$ et $-1$.`,
  },
]

async function publish(caller: Caller, exam: ExamInput, questions: QuestionInput[]) {
  const { exam: created } = await caller.exams.create(exam)
  await caller.exams.saveQuestions({ id: created.id, questions })
  await caller.exams.update({ id: created.id, published: true })
}

/** The free concours blanc, and the quiz of the analysis course (seedDemo adds the courses first). */
export async function seedDemoExams(caller: Caller) {
  await publish(caller, CONCOURS, CONCOURS_QUESTIONS)
  const [course] = await caller.courses.list({ search: DEMO_COURSES[0]?.course.title ?? '', limit: 1 })
  if (course) await publish(caller, { ...QUIZ, course_id: course.id }, QUIZ_QUESTIONS)
  return `1 concours blanc public (${CONCOURS_QUESTIONS.length} questions)${course ? `, 1 quiz du cours « ${course.title} » (${QUIZ_QUESTIONS.length} questions)` : ''}`
}
