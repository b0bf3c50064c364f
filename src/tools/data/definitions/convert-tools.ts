/** Data files from one format to another: JSON, YAML, TOML, XML and CSV. Parsed and written in the service process. */
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { AppError, ToolError } from '../../../core/errors.js';
import { defineTool, type InputFile } from '../../../core/tools/tool.types.js';
import { outputFile, requireInput } from '../../pdf/common.js';
import { CSV_MIME, JSON_MIME, TOML_MIME, XML_MIME, YAML_MIME } from '../../shared/detect-data.js';
import { MAX_DATA_BYTES, MAX_DATA_DEPTH, MAX_YAML_ALIASES, parseData, readDataText } from '../read.js';
import { writeData, type DataTarget } from '../write.js';

interface DataRow {
  id: number;
  target: DataTarget;
  mime: string;
  name: string;
  accepts: readonly string[];
  /** What the tool does with the data on the way, in its description. */
  note: string;
}

const FORMAT_OF: Readonly<Record<string, string>> = { [JSON_MIME]: 'JSON', [YAML_MIME]: 'YAML', [TOML_MIME]: 'TOML', [XML_MIME]: 'XML', [CSV_MIME]: 'CSV' };

async function convert(input: InputFile, target: DataTarget): Promise<string> {
  return writeData(parseData(await readDataText(input.path), input.mime), target);
}

function dataTool(row: DataRow) {
  const from = row.accepts.map((m) => FORMAT_OF[m]).join(', ');
  return defineTool({
    id: row.id,
    slug: `data-to-${row.target}`,
    operation: `data.convert.${row.target}`,
    kind: 'upload',
    category: 'data',
    title: `Data to ${row.name}`,
    description: `Converts ${from} to ${row.name}. ${row.note} Files up to ${MAX_DATA_BYTES / 1024 / 1024} MB, nested up to ${MAX_DATA_DEPTH} levels; YAML aliases up to ${MAX_YAML_ALIASES}; XML entities are never expanded.`,
    params: z.object({}),
    accepts: row.accepts,
    output: row.mime,
    limits: { maxTextBytes: MAX_DATA_BYTES },
    async validate(_params, input) {
      if (!input) throw new AppError('upload_required', 'this tool needs an uploaded data file');
      await convert(input, row.target);
    },
    async run(ctx) {
      const input = requireInput(ctx);
      ctx.progress(10, 'converting');
      let text: string;
      try {
        text = await convert(input, row.target);
      } catch (err) {
        if (err instanceof AppError) throw new ToolError(err.code === 'file_too_large' ? 'too_large' : 'invalid_input', err.message);
        throw err;
      }
      const bytes = Buffer.byteLength(text);
      if (bytes > ctx.env.limits.maxOutputBytes) {
        throw new ToolError('too_large', `the ${row.name} would be ${bytes} bytes, which exceeds the output limit of ${ctx.env.limits.maxOutputBytes} bytes`);
      }
      const out = outputFile(ctx, row.target, row.mime);
      await writeFile(out.path, text);
      return out;
    },
  });
}

export const dataTools = [
  dataTool({ id: 185, target: 'json', mime: JSON_MIME, name: 'JSON', accepts: [YAML_MIME, TOML_MIME, XML_MIME, CSV_MIME], note: 'A CSV becomes a list of records keyed by its header row; XML attributes become keys starting with @_.' }),
  dataTool({ id: 186, target: 'yaml', mime: YAML_MIME, name: 'YAML', accepts: [JSON_MIME, TOML_MIME, XML_MIME, CSV_MIME], note: 'Keys keep their order.' }),
  dataTool({ id: 187, target: 'toml', mime: TOML_MIME, name: 'TOML', accepts: [JSON_MIME, YAML_MIME, XML_MIME, CSV_MIME], note: 'A list at the top is written as [[item]] tables; TOML has no null, so data holding one is refused.' }),
  dataTool({ id: 188, target: 'xml', mime: XML_MIME, name: 'XML', accepts: [JSON_MIME, YAML_MIME, TOML_MIME, CSV_MIME], note: 'One key at the top is the root element, anything else is wrapped in <root>; keys starting with @_ become attributes.' }),
  dataTool({ id: 189, target: 'csv', mime: CSV_MIME, name: 'CSV', accepts: [JSON_MIME, YAML_MIME, TOML_MIME, XML_MIME], note: 'Takes a list of records (or a map holding one list); the columns are every key met, nested values are written as JSON.' }),
];
