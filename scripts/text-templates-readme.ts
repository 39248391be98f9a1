// `npm run readme:templates`: rewrites the README's "WhatsApp and SMS templates" list from the
// template registry (src/server/messaging/text-templates), so the words the owner registers are
// the words the server sends. A test fails while the README is behind.
import fs from 'node:fs';
import { withTextTemplates } from '#server/messaging/text-templates/readme-section.ts';

const readme = new URL('../README.md', import.meta.url);
fs.writeFileSync(readme, withTextTemplates(fs.readFileSync(readme, 'utf8')));
