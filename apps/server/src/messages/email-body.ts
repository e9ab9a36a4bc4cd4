import type { OutgoingMessage } from '@tutorat/api'

// A mail in the site's look (apps/web/src/styles.css: brand-900 #1e3a8a, accent-400 #fbbf24,
// ink #0f172a, muted #475569, surface #f8fafc, line #e2e8f0). Gmail and Outlook drop <style>
// blocks and flexbox: nested tables, inline styles, a 560 px column that shrinks on a phone.

export interface EmailSite {
  name: string
  contactEmail: string
}

export interface EmailBody {
  subject: string
  text: string
  html: string
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;"
const BRAND = '#1e3a8a'
const ACCENT = '#fbbf24'
const INK = '#0f172a'
const MUTED = '#475569'
const SURFACE = '#f8fafc'
const LINE = '#e2e8f0'

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

export function composeEmail(message: OutgoingMessage, site: EmailSite): EmailBody {
  return { subject: message.rendered.title, text: textBody(message, site), html: htmlBody(message, site) }
}

function textBody(message: OutgoingMessage, site: EmailSite): string {
  const { rendered, actionUrl, unsubscribeUrl } = message
  const parts = [...rendered.lines]
  if (rendered.action && actionUrl) parts.push(`${rendered.action.label} : ${actionUrl}`)
  const footer = [`${site.name} · message automatique, merci de ne pas y répondre. Une question ? ${site.contactEmail}`]
  if (unsubscribeUrl) footer.push(`Ne plus recevoir ces e-mails : ${unsubscribeUrl}`)
  return `${parts.join('\n\n')}\n\n--\n${footer.join('\n')}\n`
}

function button(label: string, url: string): string {
  const href = escapeHtml(url)
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td align="center" bgcolor="${BRAND}" style="border-radius:10px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;font-weight:700;line-height:1.2;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${MUTED};">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>
<a href="${href}" style="color:#1d4ed8;word-break:break-all;">${href}</a></p>`
}

function footer(message: OutgoingMessage, site: EmailSite): string {
  const contact = escapeHtml(site.contactEmail)
  const lines = [`${escapeHtml(site.name)} · message automatique, merci de ne pas y répondre.<br>Une question ? <a href="mailto:${contact}" style="color:${MUTED};">${contact}</a>`]
  if (message.unsubscribeUrl) {
    lines.push(`Vous ne souhaitez plus recevoir ces e-mails ? <a href="${escapeHtml(message.unsubscribeUrl)}" style="color:${MUTED};">Se désinscrire</a>`)
  }
  return lines.map((line) => `<p style="margin:0 0 8px;">${line}</p>`).join('\n')
}

function htmlBody(message: OutgoingMessage, site: EmailSite): string {
  const { rendered, actionUrl } = message
  const title = escapeHtml(rendered.title)
  const paragraphs = rendered.lines.map((line) => `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>`).join('\n')
  const action = rendered.action && actionUrl ? button(rendered.action.label, actionUrl) : ''
  // the line a mail app shows next to the subject, hidden in the mail itself
  const preview = escapeHtml(rendered.lines[1] ?? rendered.lines[0] ?? '')
  return `<!doctype html>
<html lang="fr" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:${SURFACE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preview}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${SURFACE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="background-color:${BRAND};border-bottom:4px solid ${ACCENT};border-radius:16px 16px 0 0;padding:20px 24px;${FONT}font-size:20px;font-weight:800;color:#ffffff;">${escapeHtml(site.name)}</td></tr>
<tr><td style="background-color:#ffffff;border:1px solid ${LINE};border-top:0;border-radius:0 0 16px 16px;padding:28px 24px 20px;${FONT}font-size:16px;line-height:1.6;color:${INK};">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${BRAND};">${title}</h1>
${paragraphs}
${action}
</td></tr>
<tr><td style="padding:16px 24px;${FONT}font-size:12px;line-height:1.5;color:${MUTED};text-align:center;">
${footer(message, site)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
