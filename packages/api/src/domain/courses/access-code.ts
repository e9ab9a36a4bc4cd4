import { randomInt } from 'node:crypto'

// No 0/O, 1/I/L: codes are read aloud and typed on phones.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const PREFIX: Record<string, string> = {
  Mathématiques: 'MATH',
  Physique: 'PHYS',
  Chimie: 'CHIM',
  Biologie: 'BIO',
  Informatique: 'INFO',
  Autre: 'COURS',
}

/** A readable code such as `MATH-7KQ2XD`; uniqueness is enforced by the database. */
export function newAccessCode(subject: string): string {
  let suffix = ''
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)]
  return `${PREFIX[subject] ?? 'COURS'}-${suffix}`
}
