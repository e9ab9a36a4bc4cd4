import { describe, expect, it } from 'vitest'
import { type Box, CLEARANCE_PX, INTERACTIVE_SELECTOR, overlapsAny } from '../../src/layout/keep-clear.ts'

// The floating WhatsApp button of a 375 × 812 phone: 56 px, 16 px from the right and bottom edges.
const BUTTON: Box = { left: 303, top: 740, right: 359, bottom: 796 }
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height })

describe('the floating button keeps clear of controls (issue 29)', () => {
  it('sees a control under it, or closer than the clearance', () => {
    // the password's eye at the right end of a field that scrolled to the bottom of the screen
    expect(overlapsAny(BUTTON, [box(320, 760, 32, 32)])).toBe(true)
    // a full-width field passing under the button
    expect(overlapsAny(BUTTON, [box(16, 700, 343, 44)])).toBe(true)
    // « Voir plus » ending just left of it, inside the clearance
    expect(overlapsAny(BUTTON, [box(200, 750, BUTTON.left - 200 - CLEARANCE_PX + 1, 24)])).toBe(true)
  })

  it('stays when every control is clear of it', () => {
    expect(overlapsAny(BUTTON, [box(16, 600, 343, 44), box(16, 750, 200, 24), box(303, 800 + CLEARANCE_PX, 56, 20)])).toBe(false)
    // an element with no box (display: contents, an empty link) is not a control on screen
    expect(overlapsAny(BUTTON, [box(320, 760, 0, 0)])).toBe(false)
    expect(overlapsAny(BUTTON, [])).toBe(false)
  })

  it('counts links, buttons, fields and the other tappable roles as controls', () => {
    document.body.innerHTML = `
      <a href="/courses">lien</a><a>ancre sans lien</a><button>bouton</button><input type="hidden"><input>
      <select></select><textarea></textarea><label>étiquette</label><span role="button" tabindex="0">rôle</span>
      <summary>détails</summary><p>texte</p><div tabindex="-1">conteneur</div>`
    const matched = [...document.querySelectorAll(INTERACTIVE_SELECTOR)].map((element) => element.textContent || element.tagName.toLowerCase())
    expect(matched).toEqual(['lien', 'bouton', 'input', 'select', 'textarea', 'étiquette', 'rôle', 'détails'])
  })
})
