/** One form control built from a tool's parameter JSON Schema. */
export interface FormField {
  name: string;
  label: string;
  control: 'number' | 'select' | 'text';
  required: boolean;
  description: string;
  min?: number;
  max?: number;
  /** "1" for integers, "any" for decimals. */
  step?: string;
  default?: string;
  options?: string[];
  /** Short human summary of the allowed values, shown under the control. */
  hint: string;
}

const LABELS: Record<string, string> = {
  format: 'Output format',
  bitrate: 'Bitrate',
  quality: 'Quality',
  width: 'Width',
  height: 'Height',
  start: 'Start',
  end: 'End',
  x: 'Left (x)',
  y: 'Top (y)',
  crop_width: 'Crop width',
  crop_height: 'Crop height',
  degrees: 'Angle (degrees)',
  direction: 'Direction',
  factor: 'Factor',
  fps: 'Frames per second',
  gain_db: 'Gain (dB)',
  level: 'Level',
  preset: 'Preset',
  pages: 'Pages',
};

interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

/**
 * Turns the JSON Schema of a tool's parameters (from zod, as GET /api/tools gives it) into form controls:
 * numbers with their range and default, enums as selects, anything else as text.
 */
export function fieldsFromSchema(schema: Record<string, unknown>): FormField[] {
  const props = (schema.properties ?? {}) as Record<string, PropSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(props).map(([name, prop]) => {
    const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
    const description = typeof prop.description === 'string' ? prop.description : '';
    const def = prop.default === undefined || prop.default === null ? undefined : String(prop.default);
    // A parameter with a default may be left as it is, so only those without one are required.
    const isRequired = required.has(name) && def === undefined;
    const base = { name, label: LABELS[name] ?? humanise(name), required: isRequired, description, default: def };
    if (Array.isArray(prop.enum) && prop.enum.length > 0) {
      const options = prop.enum.map(String);
      return { ...base, control: 'select' as const, options, hint: def ? `Default: ${def}` : '' };
    }
    if (type === 'integer' || type === 'number') {
      const range =
        prop.minimum !== undefined && prop.maximum !== undefined
          ? `${prop.minimum} to ${prop.maximum}`
          : prop.minimum !== undefined
            ? `at least ${prop.minimum}`
            : prop.maximum !== undefined
              ? `at most ${prop.maximum}`
              : '';
      const hint = [range && `Allowed: ${range}`, def !== undefined ? `default ${def}` : isRequired ? 'required' : 'optional']
        .filter(Boolean)
        .join(', ');
      return {
        ...base,
        control: 'number' as const,
        min: prop.minimum,
        max: prop.maximum,
        step: type === 'integer' ? '1' : 'any',
        hint,
      };
    }
    return { ...base, control: 'text' as const, hint: def !== undefined ? `Default: ${def}` : isRequired ? 'Required' : 'Optional' };
  });
}

function humanise(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
