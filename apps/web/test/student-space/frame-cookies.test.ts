import { describe, expect, it } from 'vitest'
import { framesLoseGoogleCookies } from '../../src/features/student-space/player/frame-cookies.ts'

const agent = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints })

describe('browsers that refuse Google’s cookies in a frame (DESIGN §16)', () => {
  it('are Safari and every browser on iPhone or iPad', () => {
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'))).toBe(true)
    // Chrome on iPhone is Safari's engine too
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1'))).toBe(true)
    // an iPad says « Macintosh » but has a touch screen
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 5))).toBe(true)
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'))).toBe(true)
  })

  it('are not Chrome on Android or on a computer, nor Edge', () => {
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36', 5))).toBe(false)
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'))).toBe(false)
    expect(framesLoseGoogleCookies(agent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0'))).toBe(false)
  })
})
