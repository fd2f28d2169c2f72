// Rewrites the settings table of docs/configuration.md from the configuration schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { configurationTable } from '../apps/server/src/config/describe.js';

const path = new URL('../docs/configuration.md', import.meta.url);
const doc = readFileSync(path, 'utf8');
const start = doc.indexOf('<!-- settings:start -->');
const end = doc.indexOf('<!-- settings:end -->');
if (start < 0 || end < 0) throw new Error('docs/configuration.md lacks the settings markers');
writeFileSync(path, `${doc.slice(0, start)}<!-- settings:start -->\n${configurationTable()}\n${doc.slice(end)}`);
