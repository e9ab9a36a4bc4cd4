import { degrees, LineCapStyle, type PDFFont, type PDFPage, rgb } from 'pdf-lib'

// The site's mark (apps/web/src/ui/Logo.tsx, a 64-unit square), drawn as vector paths: pdf-lib
// reads SVG path data but not SVG files, and paths keep the receipt free of a raster copy to maintain.
const MARK_BOX = 'M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z'
const MARK_CAP = 'M12 26 32 16l20 10-20 10z'
const MARK_BODY = 'M20 31v9c0 3.5 5.4 6.5 12 6.5S44 43.5 44 40v-9l-12 6z'
const MARK_TASSEL = 'M50 27v12'
const BRAND = rgb(0.118, 0.227, 0.541)
const GOLD = rgb(0.984, 0.749, 0.141)

/** The mark with its top-left corner at (x, top), `size` points wide. */
export function drawMark(page: PDFPage, x: number, top: number, size: number) {
  const at = { x, y: top, scale: size / 64 }
  page.drawSvgPath(MARK_BOX, { ...at, color: BRAND })
  page.drawSvgPath(MARK_CAP, { ...at, color: GOLD })
  page.drawSvgPath(MARK_BODY, { ...at, color: rgb(1, 1, 1) })
  page.drawSvgPath(MARK_TASSEL, { ...at, borderColor: GOLD, borderWidth: (3 * size) / 64, borderLineCap: LineCapStyle.Round })
}

const STAMP = rgb(0.02, 0.47, 0.34)

/** « PAYÉ » in a tilted frame, centred on (cx, cy): the receipt of a validated payment only. */
export function drawPaidStamp(page: PDFPage, font: PDFFont, cx: number, cy: number) {
  const size = 26
  const text = 'PAYÉ'
  const width = font.widthOfTextAtSize(text, size) + 28
  const height = size + 16
  const angle = 12
  const rad = (angle * Math.PI) / 180
  // the frame's and the text's corners, turned about the centre
  const corner = (dx: number, dy: number) => ({ x: cx + dx * Math.cos(rad) - dy * Math.sin(rad), y: cy + dx * Math.sin(rad) + dy * Math.cos(rad) })
  const frame = corner(-width / 2, -height / 2)
  page.drawRectangle({ ...frame, width, height, rotate: degrees(angle), borderColor: STAMP, borderWidth: 2.5, opacity: 0, borderOpacity: 0.9 })
  const baseline = corner(-width / 2 + 14, -size / 2 + 5)
  page.drawText(text, { ...baseline, size, font, color: STAMP, rotate: degrees(angle), opacity: 0.9 })
}
