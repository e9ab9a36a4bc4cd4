import { PageSizes, PDFDocument, rgb, StandardFonts } from 'pdf-lib'

const NAVY = rgb(0.118, 0.227, 0.541)
const INK = rgb(0.1, 0.1, 0.15)

const SECTIONS: [string, string[]][] = [
  ['Relations fondamentales', ['cos²(x) + sin²(x) = 1', 'tan(x) = sin(x) / cos(x)', '1 + tan²(x) = 1 / cos²(x)']],
  [
    'Formules d’addition',
    ['cos(a + b) = cos(a) cos(b) - sin(a) sin(b)', 'sin(a + b) = sin(a) cos(b) + cos(a) sin(b)', 'tan(a + b) = (tan(a) + tan(b)) / (1 - tan(a) tan(b))'],
  ],
  ['Angle double', ['cos(2x) = cos²(x) - sin²(x) = 2 cos²(x) - 1 = 1 - 2 sin²(x)', 'sin(2x) = 2 sin(x) cos(x)']],
  ['Linéarisation', ['cos²(x) = (1 + cos(2x)) / 2', 'sin²(x) = (1 - cos(2x)) / 2']],
  ['Dérivées', ['(sin x)’ = cos x      (cos x)’ = -sin x', '(tan x)’ = 1 + tan²(x) = 1 / cos²(x)']],
]

/** A real one-page formula sheet, so the demo's free course has a PDF to open and to keep offline. */
export async function trigonometrySheetPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create()
  document.setTitle('Formulaire de trigonométrie')
  document.setLanguage('fr-FR')
  const page = document.addPage(PageSizes.A4)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  const regular = await document.embedFont(StandardFonts.Helvetica)
  let y = page.getHeight() - 72
  page.drawText('Formulaire de trigonométrie', { x: 56, y, size: 22, font: bold, color: NAVY })
  y -= 22
  page.drawText('Tutorat Maroc — fiche de révision, Bac+1 (ENSA, FST, CPGE)', { x: 56, y, size: 11, font: regular, color: INK })
  for (const [title, lines] of SECTIONS) {
    y -= 36
    page.drawText(title, { x: 56, y, size: 14, font: bold, color: NAVY })
    for (const line of lines) {
      y -= 20
      page.drawText(line, { x: 72, y, size: 12, font: regular, color: INK })
    }
  }
  return new Uint8Array(await document.save())
}
