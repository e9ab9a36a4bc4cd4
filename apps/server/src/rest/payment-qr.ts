import type { Services } from '@tutorat/api'
import QRCode from 'qrcode'
import { callerFor, type ShimApp } from './shim.ts'

/**
 * The QR code of the bank transfer details shown on the home page, drawn from the site
 * settings (so it always matches the RIB printed beside it). SVG: sharp and tiny on phones.
 */
export function paymentQrRoutes(app: ShimApp, services: Services) {
  let cached: { key: string; svg: string } | undefined
  app.get('/api/site/payment-qr.svg', { schema: { tags: ['system'], summary: 'QR code des coordonnées bancaires (SVG)' } }, async (request, reply) => {
    const { bank } = await callerFor(services, request).site.settings()
    const text = `${bank.account_holder}\n${bank.bank_name}\nRIB: ${bank.rib}\nIBAN: ${bank.iban}\nSWIFT: ${bank.swift}`
    if (cached?.key !== text) cached = { key: text, svg: await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(cached.svg)
  })
}
