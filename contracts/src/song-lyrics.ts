// Lyrics with no words to sing are refused in the same words by the screens (a toast: title and
// description), the API (a 400 with code lyrics_required) and the song engine.
// Dependency-free on purpose: the backend loads this file at run time as it is.

export const LYRICS_REQUIRED = { title: 'Lyrics Required', description: 'The lyrics contain no words to sing.' } as const;

/** The API's and the engine's message: the toast's title and description in one line. */
export const LYRICS_REQUIRED_MESSAGE = `${LYRICS_REQUIRED.title}: ${LYRICS_REQUIRED.description}`;
