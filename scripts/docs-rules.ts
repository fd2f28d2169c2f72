// Writes docs/rules.md from the rule registry.
import { writeFileSync } from 'node:fs';
import { RULES, rulesMarkdown } from '@parapet/engine';

writeFileSync(new URL('../docs/rules.md', import.meta.url), rulesMarkdown(RULES));
