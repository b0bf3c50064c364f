import type { Translator } from '../../core/i18n.ports.js';

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

interface PropSchema {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

/**
 * Turns the JSON Schema of a tool's parameters (from zod, as GET /api/tools gives it) into form controls, worded in
 * the page's language: numbers with their range and default, enums as selects, anything else as text. A parameter's
 * label is `tool-form-label-<name>` (the same word for a parameter in every tool); a name without one is shown as
 * itself, humanised.
 */
export function fieldsFromSchema(schema: Record<string, unknown>, tr: Translator): FormField[] {
  const props = (schema.properties ?? {}) as Record<string, PropSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const both = (first: string, second: string) => tr.t('tool-form-hint-pair', { first, second });
  return Object.entries(props).map(([name, prop]) => {
    const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
    const description = typeof prop.description === 'string' ? prop.description : '';
    const def = prop.default === undefined || prop.default === null ? undefined : String(prop.default);
    // A parameter with a default may be left as it is, so only those without one are required.
    const isRequired = required.has(name) && def === undefined;
    const labelKey = `tool-form-label-${name}`;
    const label = tr.t(labelKey);
    const base = { name, label: label === labelKey ? humanise(name) : label, required: isRequired, description, default: def };
    // The default is shown as it is typed (a dot for decimals), whatever the language.
    const given = def !== undefined ? tr.t('tool-form-hint-default', { value: def }) : tr.t(isRequired ? 'tool-form-hint-required' : 'tool-form-hint-optional');
    if (Array.isArray(prop.enum) && prop.enum.length > 0) {
      const options = prop.enum.map(String);
      return { ...base, control: 'select' as const, options, hint: def ? given : '' };
    }
    if (type === 'integer' || type === 'number') {
      const [min, max] = [prop.minimum, prop.maximum].map((v) => (v === undefined ? undefined : String(v)));
      const range =
        min !== undefined && max !== undefined
          ? tr.t('tool-form-hint-range', { min, max })
          : min !== undefined
            ? tr.t('tool-form-hint-at-least', { min })
            : max !== undefined
              ? tr.t('tool-form-hint-at-most', { max })
              : '';
      return {
        ...base,
        control: 'number' as const,
        min: prop.minimum,
        max: prop.maximum,
        step: type === 'integer' ? '1' : 'any',
        hint: range ? both(range, given) : given,
      };
    }
    return { ...base, control: 'text' as const, hint: given };
  });
}

/** A field's description and hint as one line under the control, in the page's language. */
export function fieldHint(f: Pick<FormField, 'description' | 'hint'>, tr: Translator): string {
  return f.description && f.hint ? tr.t('tool-form-hint-pair', { first: f.description, second: f.hint }) : f.description || f.hint;
}

function humanise(name: string): string {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
