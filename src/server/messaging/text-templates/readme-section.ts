import { TEXT_MESSAGE_KINDS, TEXT_MESSAGE_LABELS } from '#shared/messaging/text-messages.ts';
import { LOCALES } from '#shared/site/locales.ts';
import { dltBody, TEXT_TEMPLATE_CATEGORIES, TEXT_TEMPLATES } from './index.ts';

/** The README's section lies between these lines; `npm run readme:templates` rewrites it. */
export const README_START = '<!-- text-templates:start (npm run readme:templates writes this) -->';
export const README_END = '<!-- text-templates:end -->';

/**
 * Each kind's template as the owner submits it: its WhatsApp name and category, what each place
 * holds, the words in every language for Meta, and the DLT version of the same words. Written
 * from the registry, so what the README asks the owner to register is what the server sends.
 */
export function textTemplatesReadme(): string {
  const sections = TEXT_MESSAGE_KINDS.map((kind) => {
    const template = TEXT_TEMPLATES[kind];
    const places = template.params.map((what, i) => `\`{{${i + 1}}}\` ${what}`).join('; ');
    const texts = LOCALES.flatMap(({ code, nativeName: name }) => [
      `${name} (\`${code}\`), WhatsApp:`,
      '',
      '```text',
      template.body[code],
      '```',
      '',
      `${name}, DLT:`,
      '',
      '```text',
      dltBody(template, template.body[code]),
      '```',
      '',
    ]);
    return [
      `### ${TEXT_MESSAGE_LABELS[kind]}: \`${kind}\``,
      '',
      `Category: ${TEXT_TEMPLATE_CATEGORIES[kind]}. Places: ${places}.`,
      '',
      ...texts,
    ].join('\n');
  });
  return [README_START, '', ...sections, README_END].join('\n');
}

/** `readme` with its section replaced by the registry's (or unchanged when already so). */
export function withTextTemplates(readme: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END}`);
  return readme.slice(0, start) + textTemplatesReadme() + readme.slice(end + README_END.length);
}
