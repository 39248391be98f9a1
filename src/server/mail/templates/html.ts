import escapeHtml from 'escape-html';

/** Markup that is already safe (built by `html`), inserted as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = string | number | SafeHtml | readonly SafeHtml[] | null | undefined;

/**
 * Tagged template for mail HTML: every interpolated value is escaped unless it is SafeHtml, so a
 * customer named `<script>` shows as text.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  const render = (value: Interpolation): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof SafeHtml) return value.value;
    if (Array.isArray(value)) return value.map(render).join('');
    return escapeHtml(String(value));
  };
  return new SafeHtml(strings.reduce((out, part, i) => out + render(values[i - 1]) + part));
}
