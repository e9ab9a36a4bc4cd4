import { strToU8, zipSync } from 'fflate'
import { assessmentItem, QTI_NS } from './qti-item.ts'
import type { PortableQuestion, QtiMeta } from './types.ts'
import { XML_DECLARATION, xmlIdentifier, xmlText } from './xml.ts'

// QTI 2.1 as learning platforms import it: an IMS content package (a zip) holding imsmanifest.xml,
// one assessmentItem per question under items/, and an assessmentTest that lists them in order.
// The bank's tags and the points travel as LOM keywords of each item's resource.

/** Fixed date on every entry: the same questions always give the same bytes. */
const ZIP_DATE = new Date(Date.UTC(2000, 0, 1))

const itemId = (index: number) => `Q${String(index + 1).padStart(3, '0')}`
const itemHref = (index: number) => `items/${itemId(index)}.xml`

function keywords(question: PortableQuestion): string[] {
  const { topic, difficulty, concours, year } = question.tags
  return [
    topic ? `topic:${topic}` : null,
    difficulty !== null ? `difficulty:${difficulty}` : null,
    concours ? `concours:${concours}` : null,
    year !== null ? `year:${year}` : null,
    `points:${question.points}`,
  ].filter((keyword) => keyword !== null)
}

function itemResource(question: PortableQuestion, index: number): string {
  const lom = keywords(question)
    .map((keyword) => `<imsmd:keyword><imsmd:langstring xml:lang="fr">${xmlText(keyword)}</imsmd:langstring></imsmd:keyword>`)
    .join('')
  const interaction = question.type === 'numeric' ? 'textEntryInteraction' : 'choiceInteraction'
  return [
    `<resource identifier="${itemId(index)}" type="imsqti_item_xmlv2p1" href="${itemHref(index)}">`,
    `<metadata><imsmd:lom><imsmd:general>${lom}</imsmd:general></imsmd:lom>`,
    `<imsqti:qtiMetadata><imsqti:interactionType>${interaction}</imsqti:interactionType></imsqti:qtiMetadata></metadata>`,
    `<file href="${itemHref(index)}"/>`,
    '</resource>',
  ].join('')
}

function manifest(questions: PortableQuestion[], identifier: string): string {
  const dependencies = questions.map((_, index) => `<dependency identifierref="${itemId(index)}"/>`).join('')
  return [
    XML_DECLARATION,
    `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_v1p2" xmlns:imsqti="http://www.imsglobal.org/xsd/imsqti_metadata_v2p1" identifier="MANIFEST-${identifier}">`,
    '<metadata><schema>QTIv2.1 Package</schema><schemaversion>1.0.0</schemaversion></metadata>',
    '<organizations/>',
    '<resources>',
    `<resource identifier="${identifier}" type="imsqti_test_xmlv2p1" href="test.xml"><file href="test.xml"/>${dependencies}</resource>`,
    ...questions.map(itemResource),
    '</resources>',
    '</manifest>',
    '',
  ].join('\n')
}

function assessmentTest(questions: PortableQuestion[], meta: QtiMeta, identifier: string): string {
  const refs = questions.map((_, index) => `<assessmentItemRef identifier="${itemId(index)}" href="${itemHref(index)}"/>`).join('\n')
  return [
    XML_DECLARATION,
    `<assessmentTest ${QTI_NS} identifier="${identifier}" title="${xmlText(meta.title)}">`,
    '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>',
    '<testPart identifier="P1" navigationMode="nonlinear" submissionMode="simultaneous">',
    `<assessmentSection identifier="S1" title="${xmlText(meta.title)}" visible="true">`,
    refs,
    '</assessmentSection>',
    '</testPart>',
    '<outcomeProcessing><setOutcomeValue identifier="SCORE"><sum><testVariables variableIdentifier="SCORE"/></sum></setOutcomeValue></outcomeProcessing>',
    '</assessmentTest>',
    '',
  ].join('\n')
}

/** The questions as a QTI 2.1 content package (zip bytes, `application/zip`). */
export function writeQti(questions: PortableQuestion[], meta: QtiMeta): Uint8Array<ArrayBuffer> {
  const identifier = xmlIdentifier(meta.identifier)
  const files: Record<string, Uint8Array> = {
    'imsmanifest.xml': strToU8(manifest(questions, identifier)),
    'test.xml': strToU8(assessmentTest(questions, meta, identifier)),
  }
  questions.forEach((question, index) => {
    files[itemHref(index)] = strToU8(assessmentItem(question, itemId(index), question.title ?? `Question ${index + 1}`))
  })
  // level 1: a few per cent bigger than 6, several times faster on the server's one thread
  return zipSync(files, { level: 1, mtime: ZIP_DATE })
}
