import { Marked, type Tokens } from 'marked';
import { MARKDOWN_CSS } from './style.js';

/** A code block longer than this is not run through language detection (it is linear but slow on big blocks). */
const MAX_AUTODETECT_CHARS = 20_000;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');


/**
 * A GitHub-flavoured Markdown text (tables, task lists, strikethrough, autolinks, fenced code) as one HTML document:
 * code blocks are marked up by highlight.js (`hljs` and `hljs-*` class names, coloured by the page's own stylesheet),
 * in the block's language when it names one the highlighter knows, detected otherwise. Nothing is fetched: an image is
 * written as an `<img>` with its address, for whoever opens the page.
 */
export async function renderMarkdown(source: string, fallbackTitle: string): Promise<string> {
  // Loaded at the first Markdown job rather than at start (Node keeps the module once loaded).
  const hljs = (await import('highlight.js/lib/common')).default;
  const marked = new Marked({
    gfm: true,
    renderer: {
      code({ text, lang }: Tokens.Code): string {
        const language = (lang ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
        let body: string;
        let name = language;
        if (language && hljs.getLanguage(language)) {
          body = hljs.highlight(text, { language, ignoreIllegals: true }).value;
        } else if (!language && text.length <= MAX_AUTODETECT_CHARS) {
          const found = hljs.highlightAuto(text);
          body = found.value;
          name = found.language ?? '';
        } else {
          body = escapeHtml(text);
        }
        const cls = name ? `hljs language-${escapeHtml(name)}` : 'hljs';
        return `<pre><code class="${cls}">${body}</code></pre>\n`;
      },
    },
  });
  const tokens = marked.lexer(source);
  const heading = tokens.find((t): t is Tokens.Heading => t.type === 'heading' && t.depth === 1);
  const title = heading ? heading.text.replace(/[*_`[\]]/g, '') : fallbackTitle;
  const body = marked.parser(tokens);
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${MARKDOWN_CSS}</style>
</head>
<body>
${body}</body>
</html>
`;
}
