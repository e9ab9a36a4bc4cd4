import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { parseGift, type PortableQuestion, writeQti } from '../src/domain/question-formats/index.ts'

// DESIGN §19: QTI 2.1 export, an IMS content package. Unzipped and read back with a real XML parser:
// well-formed, the right responses, the weights as a mapping, the tolerance, the texts intact.

const tags = { topic: 'Analyse', difficulty: 3, concours: 'ENSA', year: 2024 }
const base = { title: null, weights: null, value: null, tolerance: 0, points: 1, explanation: '', tags }
const QUESTIONS: PortableQuestion[] = [
  { ...base, type: 'single', title: 'Limite & « dérivée »', statement: 'Que vaut $\\lim_{x \\to 0} \\frac{\\sin x}{x}$ ? <b>&</b>', options: ['$0$', '$1$', "l'infini"], correct: [1], points: 2, explanation: 'Car $\\sin x \\sim x$.' },
  { ...base, type: 'multiple', statement: 'Premiers ?', options: ['2', '17', '21', '1'], correct: [0, 1], weights: [50, 50, -50, -50], points: 1.5 },
  { ...base, type: 'multiple', statement: 'Tout ou rien', options: ['a', 'b', 'c'], correct: [0, 2] },
  { ...base, type: 'numeric', statement: 'Probabilité ?', options: [], correct: [], value: 0.375, tolerance: 0.001 },
  { ...base, type: 'numeric', statement: 'Exact ?', options: [], correct: [], value: -12, tolerance: 0, tags: { topic: null, difficulty: null, concours: null, year: null } },
]

type Xml = Record<string, unknown>
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['simpleChoice', 'value', 'mapEntry', 'resource', 'dependency', 'assessmentItemRef', 'imsmd:keyword', 'file'].includes(name) })

function files(zip: Uint8Array) {
  const entries = unzipSync(zip)
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

function read(xml: string | undefined): Xml {
  if (xml === undefined) throw new Error('missing file')
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as Xml
}

const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), value)

describe('QTI 2.1 package', () => {
  const zip = writeQti(QUESTIONS, { title: 'Concours blanc ENSA 2024 <maths>', identifier: '2024 ENSA/maths' })
  const content = files(zip)

  it('holds the manifest, the test and one item per question, all well-formed', () => {
    expect(Object.keys(content).sort()).toEqual(['imsmanifest.xml', 'items/Q001.xml', 'items/Q002.xml', 'items/Q003.xml', 'items/Q004.xml', 'items/Q005.xml', 'test.xml'])
    for (const xml of Object.values(content)) expect(XMLValidator.validate(xml)).toBe(true)
  })

  it('lists the test and the items in the manifest, with the tags as keywords', () => {
    const resources = at(read(content['imsmanifest.xml']), 'manifest', 'resources', 'resource') as Xml[]
    expect(resources.map((resource) => [resource['@type'], resource['@href']])).toEqual([
      ['imsqti_test_xmlv2p1', 'test.xml'],
      ...QUESTIONS.map((_, index) => ['imsqti_item_xmlv2p1', `items/Q00${index + 1}.xml`]),
    ])
    expect((at(resources[0], 'dependency') as Xml[]).map((dependency) => dependency['@identifierref'])).toEqual(['Q001', 'Q002', 'Q003', 'Q004', 'Q005'])
    const keywords = (at(resources[1], 'metadata', 'imsmd:lom', 'imsmd:general', 'imsmd:keyword') as Xml[]).map((keyword) => at(keyword, 'imsmd:langstring', '#text'))
    expect(keywords).toEqual(['topic:Analyse', 'difficulty:3', 'concours:ENSA', 'year:2024', 'points:2'])
  })

  it('names the test with a valid identifier and its title escaped, items in order', () => {
    const test = at(read(content['test.xml']), 'assessmentTest') as Xml
    expect(test['@identifier']).toBe('_2024_ENSA_maths')
    expect(test['@title']).toBe('Concours blanc ENSA 2024 <maths>')
    expect(content['test.xml']).toContain('title="Concours blanc ENSA 2024 &lt;maths&gt;"')
    const refs = at(test, 'testPart', 'assessmentSection', 'assessmentItemRef') as Xml[]
    expect(refs.map((ref) => ref['@href'])).toEqual(QUESTIONS.map((_, index) => `items/Q00${index + 1}.xml`))
  })

  it('makes a single choice: cardinality single, one right choice worth the points, Markdown and LaTeX as text', () => {
    const item = at(read(content['items/Q001.xml']), 'assessmentItem') as Xml
    expect(at(item, 'responseDeclaration', '@cardinality')).toBe('single')
    expect(at(item, 'responseDeclaration', 'correctResponse', 'value')).toEqual(['choice_1'])
    expect(at(item, 'itemBody', 'choiceInteraction', '@maxChoices')).toBe('1')
    expect((at(item, 'itemBody', 'choiceInteraction', 'simpleChoice') as Xml[]).map((choice) => choice['@identifier'])).toEqual(['choice_0', 'choice_1', 'choice_2'])
    expect(content['items/Q001.xml']).toContain('Que vaut $\\lim_{x \\to 0} \\frac{\\sin x}{x}$ ? &lt;b&gt;&amp;&lt;/b&gt;')
    expect(content['items/Q001.xml']).toContain('title="Limite &amp; « dérivée »"')
    expect(content['items/Q001.xml']).toContain('<setOutcomeValue identifier="SCORE"><baseValue baseType="float">2</baseValue></setOutcomeValue>')
    expect(at(item, 'modalFeedback', 'div', '#text')).toBe('Car $\\sin x \\sim x$.')
    expect(at(item, 'outcomeDeclaration')).toContainEqual(expect.objectContaining({ '@identifier': 'MAXSCORE' }))
  })

  it('maps a weighted multiple answer to points per choice, bounded by 0 and the points', () => {
    const item = at(read(content['items/Q002.xml']), 'assessmentItem') as Xml
    expect(at(item, 'responseDeclaration', '@cardinality')).toBe('multiple')
    expect(at(item, 'responseDeclaration', 'correctResponse', 'value')).toEqual(['choice_0', 'choice_1'])
    const mapping = at(item, 'responseDeclaration', 'mapping') as Xml
    expect([mapping['@lowerBound'], mapping['@upperBound']]).toEqual(['0', '1.5'])
    expect((mapping.mapEntry as Xml[]).map((entry) => [entry['@mapKey'], Number(entry['@mappedValue'])])).toEqual([
      ['choice_0', 0.75],
      ['choice_1', 0.75],
      ['choice_2', -0.75],
      ['choice_3', -0.75],
    ])
    expect(content['items/Q002.xml']).toContain('<mapResponse identifier="RESPONSE"/>')
    expect(at(item, 'itemBody', 'choiceInteraction', '@maxChoices')).toBe('0')
  })

  it('scores an all-or-nothing multiple answer on the exact set', () => {
    const xml = content['items/Q003.xml'] ?? ''
    expect(at(read(xml), 'assessmentItem', 'responseDeclaration', 'mapping')).toBeUndefined()
    expect(xml).toContain('<match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>')
  })

  it('makes a numeric question a float text entry right within its tolerance', () => {
    const item = at(read(content['items/Q004.xml']), 'assessmentItem') as Xml
    expect(at(item, 'responseDeclaration', '@baseType')).toBe('float')
    expect(at(item, 'responseDeclaration', 'correctResponse', 'value')).toEqual([0.375])
    expect(at(item, 'itemBody', 'p', 'textEntryInteraction', '@responseIdentifier')).toBe('RESPONSE')
    expect(content['items/Q004.xml']).toContain('<equal toleranceMode="absolute" tolerance="0.001 0.001" includeLowerBound="true" includeUpperBound="true">')
    expect(content['items/Q005.xml']).toContain('<equal toleranceMode="exact"')
    expect(content['items/Q005.xml']).toContain('<value>-12</value>')
  })

  it('gives the same bytes for the same questions', () => {
    expect(writeQti(QUESTIONS, { title: 'Concours blanc ENSA 2024 <maths>', identifier: '2024 ENSA/maths' })).toEqual(zip)
  })

  it('stays well-formed with texts XML cannot carry and a bank read from GIFT', () => {
    const hostile: PortableQuestion = { ...base, type: 'single', statement: 'a\u0000b\u0008c\uFFFE ]]> <!-- \uD800 "\'', options: ['<x>', '&amp;'], correct: [0] }
    const gift = parseGift('::T::Q \\{x\\} ? {~%50%a ~%50%b ~%-100%c}')
    if (!gift.ok) throw new Error('GIFT not read')
    const package_ = files(writeQti([hostile, ...gift.questions], { title: '', identifier: '' }))
    for (const xml of Object.values(package_)) expect(XMLValidator.validate(xml)).toBe(true)
    expect(at(read(package_['items/Q001.xml']), 'assessmentItem', 'itemBody', 'div', '#text')).toBe('abc ]]> <!--  "\'')
  })
})
