import { EnvSchema } from './schema.js';

interface PropertySchema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  description?: string;
}

/** The Markdown table of every setting, generated from the schema (docs/configuration.md holds it). */
export function configurationTable(): string {
  const rows = ['| variable | type | default | meaning |', '|---|---|---|---|'];
  for (const [name, raw] of Object.entries(EnvSchema.properties)) {
    const p = raw as PropertySchema;
    const type = p.enum ? `one of ${p.enum.map(String).join(', ')}` : (p.type ?? '');
    const range = [p.minimum !== undefined ? `min ${p.minimum}` : '', p.maximum !== undefined ? `max ${p.maximum}` : ''].filter(Boolean).join(', ');
    const fallback = p.default === undefined ? 'unset' : `\`${String(p.default)}\``;
    rows.push(`| \`${name}\` | ${type}${range ? ` (${range})` : ''} | ${fallback} | ${p.description ?? ''} |`);
  }
  return rows.join('\n');
}
