/** The carousel's fixed height; its placeholders take the same, so nothing below it jumps. */
export const CAROUSEL_HEIGHT = 'h-[31rem] sm:h-80'
