/** Product facts that belong to no one context's rules (the affiliate terms live in the affiliate context). */

/** Support promises a reply within this many hours. */
export const SUPPORT_REPLY_HOURS = 24;
/** One sample credit makes one generation of this many preview tracks ("Song 1", "Song 2"). */
export const PREVIEWS_PER_CREDIT = 2;
