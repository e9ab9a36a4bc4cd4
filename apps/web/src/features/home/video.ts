/**
 * The intro video (YouTube id). PLACEHOLDER: a public YouTube demo video until the team uploads
 * its own presentation; replace this id, nothing else changes. Played from youtube-nocookie.com
 * (allowed by the server's CSP frame-src), and only after the visitor clicks play.
 */
export const INTRO_VIDEO_ID = 'M7lc1UVf-VE'

export const introVideoEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
