import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { typographyFaults } from '../../../packages/contracts/test/french-typography-rules.ts'

// Issue 29 (item 13): the French copy written in the server's sources — REST errors and docs,
// e-mails, logs, seed content, the CLI's messages — keeps the rules the contracts keep. The sources
// are parsed (TypeScript's compiler API) and every string or template literal that reads as French
// is checked; SQL, identifiers, header values and English log lines do not read as French.

const ROOT = join(import.meta.dirname, '../../..')

/** Where users' French copy lives: whole trees, and the top level of `scripts/` (its CLIs; not the benchmarks). */
const TREES = ['apps/server/src', 'packages/api/src']
const FLAT = ['scripts']

/** The messages the platform sends: every literal there with a space carries U+202F, French-looking or not (« ${label} : ${url} »). */
const SENT = new Set([
  'packages/api/src/domain/notifications/templates.ts',
  'apps/server/src/messages/email-body.ts',
  'packages/api/src/domain/students/invite.ts', // the WhatsApp message the admin sends with the link
])

/** French copy that may break a rule, with the reason. */
const ALLOWED = new Map<string, string>([
  ["font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;", 'the e-mails’ CSS font stack (« sans-serif » reads as French)'],
])

/** A file format's own words, which the teacher types as they are (Aiken's « ANSWER: »): not French punctuation. */
const FORMAT_KEYWORDS = /\bANSWER:/g

const isSource = (file: string) => /\.(ts|mjs)$/.test(file) && !/\.(test|d)\.ts$/.test(file)

function sourceFiles(): string[] {
  const deep = TREES.flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  const flat = FLAT.flatMap((dir) => readdirSync(join(ROOT, dir)).map((file) => join(dir, file)))
  return [...deep, ...flat].filter(isSource).sort()
}

/** An accent, an elision or a word only French has: English log lines, SQL and header values have none. */
const FRENCH_WORDS = [
  ...['le', 'la', 'les', 'de', 'des', 'du', 'un', 'une', 'et', 'est', 'sont', 'ou', 'au', 'aux', 'dans', 'pour', 'par', 'sur', 'avec', 'sans'],
  ...['pas', 'ne', 'ni', 'non', 'si', 'se', 'il', 'ils', 'elle', 'nous', 'vous', 'votre', 'vos', 'mon', 'mes', 'son', 'ses', 'cette', 'ces'],
  ...['qui', 'que', 'mais', 'donc', 'ici', 'aucun', 'aucune', 'bonjour', 'fichier', 'commande', 'invalide', 'inconnu', 'inconnue'],
  ...['manquant', 'manquante', 'introuvable', 'illisible', 'indisponible', 'injoignable'],
]
const FRENCH = new RegExp(`[àâçéèêëîïôûùüœ]|\\b(?:[cdjlmnst]|qu)['’]\\p{L}|\\b(?:${FRENCH_WORDS.join('|')})\\b`, 'iu')
const isFrenchCopy = (text: string) => /\p{L}{2,}.* /su.test(text) && FRENCH.test(text)

interface Literal {
  file: string
  at: string
  text: string
}

/** A template's text, each `${…}` read as a word; formulas (`$…$`, the exams' LaTeX) left out. */
function literalText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression): string {
  const raw = ts.isTaggedTemplateExpression(node.parent) && node.parent.tag.getText() === 'String.raw'
  const part = (literal: ts.TemplateLiteralLikeNode | ts.StringLiteral) => (raw && 'rawText' in literal ? (literal.rawText ?? literal.text) : literal.text)
  const text = ts.isTemplateExpression(node) ? part(node.head) + node.templateSpans.map((span) => `x${part(span.literal)}`).join('') : part(node)
  return text.replace(/\$\$[^$]*\$\$|\$[^$]*\$/g, 'x')
}

const isSqlTag = (node: ts.Node) => ts.isTaggedTemplateExpression(node) && /^sql\b/.test(node.tag.getText())

function literals(file: string): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Literal[] = []
  const visit = (node: ts.Node): void => {
    if (isSqlTag(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      found.push({ file, at: `${file}:${line}`, text: literalText(node) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const copy = sourceFiles()
  .flatMap(literals)
  .filter((literal) => isFrenchCopy(literal.text) || (SENT.has(literal.file) && literal.text.includes(' ')))

describe('the French copy of the server’s sources', () => {
  it('finds the copy (errors, e-mails, seed, CLI)', () => {
    expect(copy.some((literal) => literal.at.startsWith('apps/server/src/seed/'))).toBe(true)
    expect(copy.some((literal) => literal.at.startsWith('packages/api/src/'))).toBe(true)
    expect(copy.some((literal) => literal.at.startsWith('scripts/admin-command.ts'))).toBe(true)
    expect(copy.length).toBeGreaterThan(300)
  })

  it('keeps French typography (the typographic apostrophe, a space before « ! ? : ; » and inside « »)', () => {
    const offending = copy.flatMap(({ file, at, text }) => {
      const faults = ALLOWED.has(text) ? [] : typographyFaults(text.replace(FORMAT_KEYWORDS, 'ANSWER'), SENT.has(file))
      return faults.length ? [`${at} [${faults.join(' ; ')}] ${JSON.stringify(text)}`] : []
    })
    expect(offending).toEqual([])
  })

  it('allows only exceptions still written somewhere', () => {
    const texts = new Set(copy.map((literal) => literal.text))
    expect([...ALLOWED.keys()].filter((text) => !texts.has(text))).toEqual([])
  })
})
