import { ACCESS_TYPE_SHORT, DATE_LOCALE, dirhams, type PaymentReceipt, type SiteSettings } from '@tutorat/contracts'
import type { SellerIdentity } from '@tutorat/api'
import { type Color, PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { drawMark, drawPaidStamp } from './receipt-marks.ts'

const at = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'Africa/Casablanca', dateStyle: 'long', timeStyle: 'short' })
// a transfer date is a calendar day (YYYY-MM-DD): read at midnight UTC, shown as that same day
const day = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: 'UTC', dateStyle: 'long' })

const INK = rgb(0.12, 0.16, 0.23)
const MUTED = rgb(0.39, 0.45, 0.55)
const ACCENT = rgb(0.12, 0.23, 0.54)
const MARGIN = 56
const LABEL_WIDTH = 150
const MARK_SIZE = 40

type Site = Pick<SiteSettings, 'name' | 'contact_email'>

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/**
 * The standard Helvetica only carries WinAnsi: a name in Arabic script or an emoji would make
 * pdf-lib throw. Any space (fr-FR's narrow no-break space among them) becomes a plain one, any
 * other character it cannot draw a '?'.
 */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text, (char) => (/\s/.test(char) ? ' ' : known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('')
}

/** A word wider than a line (a long email) is cut where it reaches the edge. */
function pieces(font: PDFFont, size: number, word: string, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word]
  const parts: string[] = []
  let part = ''
  for (const char of word) {
    if (part && font.widthOfTextAtSize(part + char, size) > width) {
      parts.push(part)
      part = ''
    }
    part += char
  }
  return [...parts, part]
}

/** Splits `text` into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').flatMap((w) => pieces(font, size, w, width))) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  return [...lines, line]
}

/** Draws `text` from the top at `y`, wrapped; returns the y below it. */
function paragraph(page: PDFPage, font: PDFFont, text: string, options: { x: number; y: number; size: number; width: number; color?: Color }) {
  let y = options.y
  for (const line of wrap(font, options.size, drawable(font, text), options.width)) {
    page.drawText(line, { x: options.x, y, size: options.size, font, color: options.color ?? INK })
    y -= options.size * 1.4
  }
  return y
}

const accessText = (receipt: PaymentReceipt) => {
  const duration = receipt.duration_days === 0 ? 'illimité' : `${receipt.duration_days} jour${receipt.duration_days > 1 ? 's' : ''}`
  return `${ACCESS_TYPE_SHORT[receipt.access_type]} — ${duration}`
}

/** A promo code's lines (DESIGN §18): the list price and what the code took off, before the amount paid. */
const discountRows = (receipt: PaymentReceipt): [string, string[]][] =>
  receipt.discount_mad > 0
    ? [
        ['Prix de la formation', [dirhams(receipt.list_price_mad)]],
        [`Remise${receipt.coupon_code ? ` (code ${receipt.coupon_code})` : ''}`, [`- ${dirhams(receipt.discount_mad)}`]],
      ]
    : []

/** How it was paid: « payé par carte » (no transfer to show), or the transfer's payer and day. */
function payment(receipt: PaymentReceipt): [label: string, value: string[]][] {
  if (receipt.payment_method === 'carte') return [['Paiement', ['Payé par carte (YouCan Pay)']]]
  return [
    ['Titulaire du compte', [receipt.payer_name ?? '—']],
    ['Date du virement', [receipt.transfer_date ? day.format(new Date(`${receipt.transfer_date}T00:00:00Z`)) : '—']],
  ]
}

/** Each row: a label and its value, one paragraph per entry. */
function rows(receipt: PaymentReceipt): [label: string, value: string[]][] {
  return [
    ['Reçu n°', [receipt.receipt_number]],
    [receipt.payment_method === 'carte' ? 'Référence' : 'Référence du virement', [receipt.reference]],
    ...discountRows(receipt),
    ['Montant', [dirhams(receipt.amount_mad)]],
    ['Étudiant', [receipt.student_name, receipt.student_email]],
    ['Formation', [receipt.formation_title]],
    ['Cours', [receipt.course_title]],
    ['Accès', [accessText(receipt)]],
    ...payment(receipt),
    ['Demande du', [at.format(new Date(receipt.requested_at))]],
    ['Validé le', [at.format(new Date(receipt.validated_at))]],
  ]
}

/** The seller's lines, each only when configured. */
function sellerLines(seller: SellerIdentity): string[] {
  const ids = [seller.ice && `ICE : ${seller.ice}`, seller.rc && `RC : ${seller.rc}`, seller.if && `IF : ${seller.if}`].filter(Boolean).join(' · ')
  return [seller.legal_name, seller.address, ids].filter((line): line is string => Boolean(line))
}

function header(page: PDFPage, fonts: Fonts, site: Site, seller: SellerIdentity, top: number) {
  const width = page.getWidth() - 2 * MARGIN
  const textX = MARGIN + MARK_SIZE + 14
  const textWidth = width - MARK_SIZE - 14
  drawMark(page, MARGIN, top + 4, MARK_SIZE)
  let y = paragraph(page, fonts.bold, site.name, { x: textX, y: top - 12, size: 16, width: textWidth, color: ACCENT })
  y = paragraph(page, fonts.regular, site.contact_email, { x: textX, y, size: 10, width: textWidth, color: MUTED })
  for (const line of sellerLines(seller)) y = paragraph(page, fonts.regular, line, { x: textX, y, size: 9, width: textWidth, color: MUTED })
  y = Math.min(y, top - MARK_SIZE)
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: MARGIN + width, y: y - 4 }, thickness: 1, color: ACCENT })
  return paragraph(page, fonts.bold, 'Reçu de paiement', { x: MARGIN, y: y - 44, size: 24, width })
}

function table(page: PDFPage, fonts: Fonts, receipt: PaymentReceipt, top: number) {
  const valueWidth = page.getWidth() - 2 * MARGIN - LABEL_WIDTH
  let y = top
  for (const [label, value] of rows(receipt)) {
    page.drawText(label, { x: MARGIN, y, size: 11, font: fonts.bold, color: MUTED })
    for (const text of value) y = paragraph(page, fonts.regular, text, { x: MARGIN + LABEL_WIDTH, y, size: 11, width: valueWidth })
    y -= 8
    page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: page.getWidth() - MARGIN, y: y + 6 }, thickness: 0.5, color: rgb(0.88, 0.9, 0.93) })
    y -= 6
  }
  return y
}

/** The PDF « Reçu de paiement » of a validated request (A4), drawn from what the procedure returned. */
export async function receiptPdf(receipt: PaymentReceipt, site: Site, seller: SellerIdentity): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  const page = pdf.addPage(PageSizes.A4)
  const width = page.getWidth() - 2 * MARGIN

  const title = header(page, fonts, site, seller, page.getHeight() - MARGIN)
  drawPaidStamp(page, fonts.bold, page.getWidth() - MARGIN - 70, title + 40)
  const below = table(page, fonts, receipt, title - 16)
  const closing = `Paiement reçu par virement bancaire et validé par l’équipe ${site.name}.`
  paragraph(page, fonts.regular, closing, { x: MARGIN, y: below - 24, size: 11, width })

  pdf.setTitle(`Reçu de paiement ${receipt.receipt_number} (${receipt.reference})`)
  pdf.setAuthor(site.name)
  pdf.setSubject(receipt.formation_title)
  pdf.setLanguage(DATE_LOCALE)
  pdf.setProducer(site.name)
  pdf.setCreator(site.name)
  // the same receipt gives the same bytes, whenever it is downloaded
  pdf.setCreationDate(new Date(receipt.validated_at))
  pdf.setModificationDate(new Date(receipt.validated_at))
  return pdf.save()
}
