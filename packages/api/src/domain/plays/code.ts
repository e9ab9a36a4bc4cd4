import { randomInt } from 'node:crypto'
import { PLAY_CODE_ALPHABET, PLAY_RULES } from '@tutorat/contracts'

/** A play's short code, shown by the watermark and read back from a leaked screenshot. */
export function newPlayCode(): string {
  let code = ''
  for (let i = 0; i < PLAY_RULES.codeLength; i += 1) code += PLAY_CODE_ALPHABET[randomInt(PLAY_CODE_ALPHABET.length)]
  return code
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A play id the database can compare: anything else is unknown (404), never a cast error (500). */
export const isPlayId = (value: string) => UUID.test(value)

/** « Name · 1234 »: the student's name and the last 4 digits of the phone, when there is one. */
export function watermarkText(student: { name: string; phone: string | null }): string {
  const digits = (student.phone ?? '').replace(/\D/g, '')
  return digits.length >= 4 ? `${student.name} · ${digits.slice(-4)}` : student.name
}
