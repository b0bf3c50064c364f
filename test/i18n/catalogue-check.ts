import { FluentParser, Junk, Message, Visitor, Comment, GroupComment, ResourceComment, type BaseNode, type VariableReference } from '@fluent/syntax';
import type { LocaleFile } from '../../src/i18n/catalogue.js';

/** One locale file read as Fluent syntax: its messages with the placeholders each uses, and its syntax errors. */
export interface ParsedLocale {
  locale: string;
  messages: Map<string, Set<string>>;
  errors: string[];
  comments: string[];
}

class Placeholders extends Visitor {
  readonly names = new Set<string>();
  visitVariableReference(node: VariableReference): void {
    this.names.add(node.id.name);
  }
}

export function parseLocale(file: LocaleFile): ParsedLocale {
  const resource = new FluentParser({ withSpans: true }).parse(file.text);
  const messages = new Map<string, Set<string>>();
  const errors: string[] = [];
  const comments: string[] = [];
  for (const entry of resource.body) {
    if (entry instanceof Junk) {
      const line = file.text.slice(0, entry.span?.start ?? 0).split('\n').length;
      errors.push(`${file.path}:${line}: ${entry.annotations.map((a) => a.message).join('; ')}`);
    } else if (entry instanceof Message) {
      if (messages.has(entry.id.name)) errors.push(`${file.path}: ${entry.id.name} is defined twice`);
      const seen = new Placeholders();
      seen.visit(entry as BaseNode);
      messages.set(entry.id.name, seen.names);
    } else if (entry instanceof Comment || entry instanceof GroupComment || entry instanceof ResourceComment) {
      comments.push(entry.content);
    }
  }
  return { locale: file.locale, messages, errors, comments };
}

/** Every way a locale differs from English: missing or extra messages, and placeholders English does not have. */
export function differences(source: ParsedLocale, other: ParsedLocale): string[] {
  const found: string[] = [];
  for (const [id, names] of source.messages) {
    const theirs = other.messages.get(id);
    if (!theirs) {
      found.push(`${other.locale}: missing ${id}`);
      continue;
    }
    const want = [...names].sort().join(',');
    const got = [...theirs].sort().join(',');
    if (want !== got) found.push(`${other.locale}: ${id} has placeholders {${got}}, English has {${want}}`);
  }
  for (const id of other.messages.keys()) if (!source.messages.has(id)) found.push(`${other.locale}: extra ${id}`);
  return found;
}

/** A locale's files (its main file and its parts, such as the tools' words) read as one: a message defined twice fails. */
export function parseLocaleFiles(files: readonly LocaleFile[]): ParsedLocale {
  const parsed = files.map(parseLocale);
  const messages = new Map<string, Set<string>>();
  const errors = parsed.flatMap((p) => p.errors);
  for (const [i, one] of parsed.entries()) {
    for (const [id, names] of one.messages) {
      if (messages.has(id)) errors.push(`${files[i].path}: ${id} is defined in another file of ${one.locale} too`);
      messages.set(id, names);
    }
  }
  return { locale: files[0].locale, messages, errors, comments: parsed.flatMap((p) => p.comments) };
}

/** The files read, by locale. */
export function byLocale(files: readonly LocaleFile[]): Map<string, LocaleFile[]> {
  const grouped = new Map<string, LocaleFile[]>();
  for (const file of files) grouped.set(file.locale, [...(grouped.get(file.locale) ?? []), file]);
  return grouped;
}
