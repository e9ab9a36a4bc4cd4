import { zodResolver } from '@hookform/resolvers/zod'
import { redeemCodeInput } from '@tutorat/contracts'

// Its own module so that RedeemCodeForm loads zod only when the student submits a code.
export const redeemCodeResolver = zodResolver(redeemCodeInput)
