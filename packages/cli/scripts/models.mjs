// Puts the local classifier's weights into the package while it is packed (`copy`, run by prepack)
// and takes them out again afterwards (`clean`, run by postpack). The repository's `models/` stays
// the one copy under version control; `parapet scan` reads the packed copy once installed.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../../../models/', import.meta.url));
const target = fileURLToPath(new URL('../models/', import.meta.url));
const files = ['classifier.json', 'classifier.bin'];

const action = process.argv[2];
if (action === 'copy') {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const file of files) copyFileSync(source + file, target + file);
} else if (action === 'clean') {
  rmSync(target, { recursive: true, force: true });
} else {
  process.stderr.write('usage: node scripts/models.mjs copy|clean\n');
  process.exit(2);
}
