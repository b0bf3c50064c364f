import type { Translator } from '../../core/i18n.ports.js';
import { englishOnly } from './english-only.js';
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
 * numbers with their range and default, enums as selects, anything else as text. The hints (range, default,
 * required) are in the page's language, numbers written its way.
 */
export function fieldsFromSchema(schema: Record<string, unknown>, tr: Translator = englishOnly()): FormField[] {
  const defaultHint = (value: string) => tr.t('web-hint-default', { value });
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
      return { ...base, control: 'select' as const, options, hint: def ? defaultHint(def) : '' };
    }
    if (type === 'integer' || type === 'number') {
      const range =
        prop.minimum !== undefined && prop.maximum !== undefined
          ? tr.t('web-hint-range', { min: prop.minimum, max: prop.maximum })
          : prop.minimum !== undefined
            ? tr.t('web-hint-min', { min: prop.minimum })
            : prop.maximum !== undefined
              ? tr.t('web-hint-max', { max: prop.maximum })
              : '';
      const hint = [range, def !== undefined ? defaultHint(def) : tr.t(isRequired ? 'web-hint-required' : 'web-hint-optional')]
        .filter(Boolean)
        .join(' · ');
      return {
        ...base,
        control: 'number' as const,
        min: prop.minimum,
        max: prop.maximum,
        step: type === 'integer' ? '1' : 'any',
        hint,
      };
    }
    return { ...base, control: 'text' as const, hint: def !== undefined ? defaultHint(def) : tr.t(isRequired ? 'web-hint-required' : 'web-hint-optional') };
  });
}

function humanise(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
