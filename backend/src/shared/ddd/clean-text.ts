/**
 * Text as PostgreSQL can store it: no NUL characters (text and jsonb refuse them, which would turn
 * a visitor's typo into a 500) and no lone UTF-16 surrogates (replaced by U+FFFD).
 */
export function cleanText(value: string): string {
  return value.replace(/\u0000/g, '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
