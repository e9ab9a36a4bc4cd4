import type { PortableQuestion } from './types.ts'
import { XML_DECLARATION, xmlText } from './xml.ts'

// One QTI 2.1 assessmentItem per question. The statement, options and explanation stay Markdown
// with LaTeX, as text (`<div class="markdown">`): QTI has no Markdown, and a converter would lose
// the LaTeX. The score is the question's points, computed by the item's own responseProcessing.

export const QTI_NS =
  'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1p2.xsd"'

const choiceId = (index: number) => `choice_${index}`
const value = (text: string | number) => `<value>${xmlText(String(text))}</value>`
const float = (number: number) => `<baseValue baseType="float">${number}</baseValue>`
const setScore = (expression: string) => `<setOutcomeValue identifier="SCORE">${expression}</setOutcomeValue>`
const markdown = (text: string) => `<div class="markdown">${xmlText(text)}</div>`

/** The points each option earns when ticked (weights are percentages of the question's points). */
const mappedPoints = (question: PortableQuestion, weight: number) => Number(((question.points * weight) / 100).toFixed(6))

function responseDeclaration(question: PortableQuestion): string {
  if (question.type === 'numeric') {
    return `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="float"><correctResponse>${value(question.value ?? 0)}</correctResponse></responseDeclaration>`
  }
  const cardinality = question.type === 'single' ? 'single' : 'multiple'
  const correct = question.correct.map((index) => value(choiceId(index))).join('')
  const weights = question.type === 'multiple' ? question.weights : null
  const mapping = weights
    ? `<mapping lowerBound="0" upperBound="${question.points}" defaultValue="0">${weights
        .map((weight, index) => `<mapEntry mapKey="${choiceId(index)}" mappedValue="${mappedPoints(question, weight)}"/>`)
        .join('')}</mapping>`
    : ''
  return `<responseDeclaration identifier="RESPONSE" cardinality="${cardinality}" baseType="identifier"><correctResponse>${correct}</correctResponse>${mapping}</responseDeclaration>`
}

function outcomeDeclarations(question: PortableQuestion): string {
  const declaration = (identifier: string, defaultValue: number) =>
    `<outcomeDeclaration identifier="${identifier}" cardinality="single" baseType="float"><defaultValue>${value(defaultValue)}</defaultValue></outcomeDeclaration>`
  const feedback = question.explanation ? '<outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>' : ''
  return declaration('SCORE', 0) + declaration('MAXSCORE', question.points) + feedback
}

function interaction(question: PortableQuestion): string {
  if (question.type === 'numeric') return '<p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="15"/></p>'
  const maxChoices = question.type === 'single' ? 1 : 0
  const choices = question.options.map((option, index) => `<simpleChoice identifier="${choiceId(index)}">${markdown(option)}</simpleChoice>`).join('')
  return `<choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="${maxChoices}">${choices}</choiceInteraction>`
}

/** The condition under which the whole points are earned. */
function rightCondition(question: PortableQuestion): string {
  if (question.type !== 'numeric') return '<match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>'
  const mode = question.tolerance > 0 ? `toleranceMode="absolute" tolerance="${question.tolerance} ${question.tolerance}"` : 'toleranceMode="exact"'
  return `<equal ${mode} includeLowerBound="true" includeUpperBound="true"><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></equal>`
}

function responseProcessing(question: PortableQuestion): string {
  const weighted = question.type === 'multiple' && question.weights !== null
  const scoring = weighted
    ? `<responseCondition><responseIf><isNull><variable identifier="RESPONSE"/></isNull>${setScore(float(0))}</responseIf><responseElse>${setScore('<mapResponse identifier="RESPONSE"/>')}</responseElse></responseCondition>`
    : `<responseCondition><responseIf><isNull><variable identifier="RESPONSE"/></isNull>${setScore(float(0))}</responseIf><responseElseIf>${rightCondition(question)}${setScore(float(question.points))}</responseElseIf><responseElse>${setScore(float(0))}</responseElse></responseCondition>`
  const feedback = question.explanation ? '<setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">EXPLANATION</baseValue></setOutcomeValue>' : ''
  return `<responseProcessing>${scoring}${feedback}</responseProcessing>`
}

/** The item of one question, `identifier` being its name in the package. */
export function assessmentItem(question: PortableQuestion, identifier: string, title: string): string {
  const feedback = question.explanation
    ? `<modalFeedback outcomeIdentifier="FEEDBACK" identifier="EXPLANATION" showHide="show">${markdown(question.explanation)}</modalFeedback>`
    : ''
  return [
    XML_DECLARATION,
    `<assessmentItem ${QTI_NS} identifier="${identifier}" title="${xmlText(title)}" adaptive="false" timeDependent="false" xml:lang="fr">`,
    responseDeclaration(question),
    outcomeDeclarations(question),
    `<itemBody>${markdown(question.statement)}${interaction(question)}</itemBody>`,
    responseProcessing(question),
    feedback,
    '</assessmentItem>',
    '',
  ].join('\n')
}
