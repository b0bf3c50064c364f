/**
 * JSON for an output file whose strings come from an input (metadata, decoded codes, oEmbed answers).
 * `<`, `>`, `&` and the two JavaScript line separators are written as \u escapes: the parsed values are the
 * same, but a file a browser sniffs as HTML, or that someone pastes into a page or a <script>, carries no markup.
 */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}
