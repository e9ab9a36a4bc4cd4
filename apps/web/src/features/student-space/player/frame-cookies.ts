/**
 * Whether this browser refuses Google's cookies inside a frame (DESIGN §16): Safari blocks
 * third-party cookies, and every browser on iPhone and iPad runs on Safari's engine. A privately
 * shared Drive file then shows « Cookie Access Failed » instead of the video.
 */
export function framesLoseGoogleCookies(agent: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const ua = agent.userAgent
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && agent.maxTouchPoints > 1)
  const desktopSafari = /Safari\//.test(ua) && !/Chrome\/|Chromium\/|Edg\/|OPR\/|Android/.test(ua)
  return iOS || desktopSafari
}
