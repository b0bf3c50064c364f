/**
 * The stylesheet of a rendered Markdown page: readable type on a narrow column, tables with rules, and code blocks
 * coloured by highlight.js's class names. Plain CSS 2 that MuPDF's HTML engine lays out too.
 */
export const MARKDOWN_CSS = `
body { font-family: sans-serif; line-height: 1.5; color: #1f2328; max-width: 46em; margin: 0 auto; padding: 1em; }
h1, h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: 0.2em; }
a { color: #0969da; }
code, pre { font-family: monospace; font-size: 0.9em; }
code { background: #eff1f3; padding: 0.1em 0.3em; }
pre { background: #f6f8fa; padding: 0.8em; white-space: pre-wrap; }
pre code { background: none; padding: 0; }
blockquote { color: #59636e; border-left: 0.25em solid #d1d9e0; margin-left: 0; padding-left: 1em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d1d9e0; padding: 0.3em 0.8em; }
th { background: #f6f8fa; }
img { max-width: 100%; }
.hljs-comment, .hljs-quote { color: #6e7781; font-style: italic; }
.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-doctag { color: #cf222e; }
.hljs-string, .hljs-regexp, .hljs-addition { color: #0a3069; }
.hljs-number, .hljs-attr, .hljs-attribute, .hljs-variable, .hljs-template-variable { color: #0550ae; }
.hljs-title, .hljs-section, .hljs-function { color: #8250df; }
.hljs-built_in, .hljs-type, .hljs-class { color: #953800; }
.hljs-meta, .hljs-symbol, .hljs-bullet { color: #116329; }
.hljs-deletion { color: #82071e; }
.hljs-emphasis { font-style: italic; }
.hljs-strong { font-weight: bold; }
`;
