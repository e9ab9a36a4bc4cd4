import { DATE_LOCALE } from '@tutorat/contracts'

// How the paper and its result write numbers, points and ranks (French).

const number = new Intl.NumberFormat(DATE_LOCALE, { maximumFractionDigits: 2 })

/** « 14,5 », « 0,25 ». */
export const formatNumber = (value: number) => number.format(value)

/** « 1 point », « 0,5 point », « 2 points » (French plural from two). */
export const pointsLabel = (points: number) => `${formatNumber(points)} ${Math.abs(points) >= 2 ? 'points' : 'point'}`

/** The letter of an option in the order shown to this student: A, B, C… */
export const optionLetter = (position: number) => String.fromCharCode(65 + position)

/** « 1er sur 45 », « 3e sur 45 ». */
export const rankLabel = (rank: number, count: number) => `${rank === 1 ? '1er' : `${rank}e`} sur ${count}`

/** The element a question number in the grid leads to. */
export const questionAnchor = (questionId: number) => `question-${questionId}`
