/** One server-sent event as a client reads it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/** What a stream said, frame by frame: events, comments and `retry:` hints, in order. */
export type SseItem = { kind: 'event'; value: SseEvent } | { kind: 'comment'; value: string } | { kind: 'retry'; value: number };

/**
 * Reads a text/event-stream body as the EventSource algorithm frames it (lines, blank line ends an event),
 * item by item, until the server ends the stream.
 */
export async function* readSse(res: Response): AsyncGenerator<SseItem> {
  if (!res.body) return;
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | null = null;
  let event = 'message';
  let data: string[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).replace(/\r$/, '');
      buffer = buffer.slice(nl + 1);
      if (line === '') {
        if (data.length > 0) yield { kind: 'event', value: { id, event, data: data.join('\n') } };
        event = 'message';
        data = [];
        continue;
      }
      if (line.startsWith(':')) {
        yield { kind: 'comment', value: line.slice(1).trim() };
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') yield { kind: 'retry', value: Number(value) };
    }
  }
}

/** Every event of a stream that ends by itself (a job stream ends after its final event). */
export async function allEvents(res: Response): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  for await (const item of readSse(res)) if (item.kind === 'event') out.push(item.value);
  return out;
}
