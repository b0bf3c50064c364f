import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EcbFake {
  readonly url: string;
  /** Requests for the daily file so far. */
  hits: number;
  date: string;
  /** Units per one euro, as the file states them. */
  rates: Record<string, number>;
  close(): Promise<void>;
}

/** The ECB's `eurofxref-daily.xml` in its real shape (single-quoted attributes, the gesmes envelope), on 127.0.0.1. */
export async function startEcbFake(date: string, rates: Record<string, number>): Promise<EcbFake> {
  const server = createServer((req, res) => {
    if (req.url !== '/stats/eurofxref/eurofxref-daily.xml') {
      res.writeHead(404).end();
      return;
    }
    fake.hits++;
    const cubes = Object.entries(fake.rates)
      .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
      .join('\n');
    res.writeHead(200, { 'content-type': 'text/xml' }).end(
      `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${fake.date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: EcbFake = {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    hits: 0,
    date,
    rates,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
