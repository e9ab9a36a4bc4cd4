import { randomInt } from 'node:crypto'
import { PAYMENT_RULES } from '@tutorat/contracts'

// no 0/O, 1/I/L: a reference is read off a phone and typed into a bank's app
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** `TM-7K3Q9P`: 31^6 ≈ 887 million, random so that one reference tells nothing of the others. */
export function newReference(): string {
  let code = ''
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${PAYMENT_RULES.referencePrefix}${code}`
}
