import fc from 'fast-check';

/**
 * Generators of bad and hostile input for the API's property tests: what a buggy client, a
 * scanner or an attacker sends. Each request stays small enough that a run takes milliseconds.
 */

/** Strings that have broken web apps before: injections, path tricks, odd encodings. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1' --",
  "'; DROP TABLE bookings; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '=HYPERLINK("http://evil.example","x")',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/dev/zero',
  'CON',
  'a\u0000b',
  '\u0000',
  '\r\nSet-Cookie: hsrp_admin_session=stolen',
  'x\r\nBcc: victim@example.in',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\uFEFF',
  'Z\u0351\u0360\u0345\u0359\u0318\u0324\u030A\u0354algo',
  '👨‍👩‍👧‍👦🇮🇳',
  'हिन्दी नाम',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  'HSRPBOOKING/2026/1121000001',
  'a'.repeat(5_000),
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 10 }))
      .map(([a, b]) => a + b),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 20_000 }) },
);

/** A JSON value of the wrong type, size or shape for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53 + 1,
      -(2 ** 63),
      1e308,
      -1e308,
      Number.MIN_VALUE,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  // An own "__proto__" key, as JSON.parse makes it: prototype pollution attempts.
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"isAdmin":1}}')) },
);

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'status', 'priceTotal', 'isAdmin', 'admin'];

/**
 * A request body near a valid example, so most cases get past the first check and into the
 * handler: one field wrong, a field missing, extra fields, or something else entirely.
 */
export function hostileBody(example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  const field = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(field, hostileValue)
        .map(([key, value]) => ({ ...example, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: field.map((key) => {
        const { [key]: _, ...rest } = example;
        return rest;
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })), hostileValue)
        .map(([key, value]) => JSON.parse(JSON.stringify({ ...example, [key]: value }))),
    },
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Bodies that are not even well-formed JSON, with the content types clients get wrong. */
export const hostileRawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=nope',
    '',
    ';;;',
  ),
  body: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"just a string"',
      '{"__proto__":{"isAdmin":1}}',
      '{"constructor":{"prototype":{"isAdmin":1}}}',
      '{"a":1,"a":2}',
      `${'['.repeat(3000)}${']'.repeat(3000)}`,
      '\uFEFF{}',
      'a=1&b=2',
      '<xml/>',
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ),
});

/** A file name as an attacker would choose it. */
const hostileFileName = fc.oneof(
  fc.constantFrom(
    'proof.png',
    '../../../../etc/passwd',
    '..\\..\\proof.png',
    '/etc/shadow',
    'C:\\Windows\\system32\\cmd.exe',
    'proof.png\u0000.exe',
    'proof.php.png',
    '"; name="screenshot',
    'a'.repeat(2000),
    '',
    '.htaccess',
    'श्रीमान.png',
  ),
  hostileString,
);

export interface MultipartBody {
  contentType: string;
  body: Buffer;
}

/**
 * Raw multipart bodies, well- and ill-formed: fields taken from a valid form (some replaced),
 * perhaps a file under a hostile name with hostile bytes, perhaps cut off mid-way.
 */
export function hostileMultipart(
  fields: Record<string, string>,
  fileField: string,
  image: Buffer,
): fc.Arbitrary<MultipartBody> {
  const fieldNames = Object.keys(fields);
  return fc
    .record({
      boundary: fc.constantFrom('----hsrp1234', 'x', '"quoted"', '-'.repeat(70)),
      declaredBoundary: fc.option(fc.constantFrom('----other', ''), { freq: 8 }),
      replaced: fc.option(fc.tuple(fc.constantFrom(...fieldNames), hostileString)),
      extraField: fc.option(
        fc.tuple(fc.constantFrom('__proto__', fileField, 'a"b', '\r\n'), hostileString),
      ),
      file: fc.option(
        fc.record({
          name: fc.constantFrom(fileField, 'other', ''),
          fileName: hostileFileName,
          type: fc.constantFrom(
            'image/png',
            'image/svg+xml',
            'text/html',
            'application/x-msdownload',
            '',
          ),
          bytes: fc.oneof(
            fc.constant(image),
            fc.nat(image.length).map((cut) => image.subarray(0, cut)),
            fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
            fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
            fc.constant(Buffer.concat([image, Buffer.from('<?php system($_GET[1]); ?>')])),
          ),
        }),
      ),
      cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 5 }),
    })
    .map(({ boundary, declaredBoundary, replaced, extraField, file, cutAt }) => {
      const parts: Buffer[] = [];
      const values = { ...fields, ...(replaced ? { [replaced[0]]: replaced[1] } : {}) };
      const entries = Object.entries(values);
      if (extraField) entries.push(extraField);
      for (const [name, value] of entries) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
        );
      }
      if (file) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const whole = Buffer.concat(parts);
      const body = cutAt === null ? whole : whole.subarray(0, Math.floor(whole.length * cutAt));
      const declared = declaredBoundary ?? boundary;
      return { contentType: `multipart/form-data; boundary=${declared}`, body };
    });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent for any string: a lone surrogate (which it refuses) becomes U+FFFD. */
export function encodeAny(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** A path parameter: hostile text, percent-encoded or raw (path tricks stay raw). */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(encodeAny),
  fc.constantFrom(
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '.',
    '..',
  ),
  fc.uuid(),
);

/** A query string: odd keys, repeated keys, nested-looking keys, broken encoding. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'search',
            'status',
            'vehicleType',
            'cursor',
            'phone',
            'orderId',
            '__proto__',
          ),
          fc.string({ maxLength: 8 }),
        ),
        hostileString,
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')),
  fc.constantFrom(
    '%zz=%',
    '&&&==&',
    'search[]=1&search[]=2',
    'search[__proto__][isAdmin]=1',
    'status=CONFIRMED&status=CANCELLED',
    'cursor=eyJhIjoxfQ',
    `search=${'9'.repeat(3000)}`,
    'a=%00',
  ),
);

/** A value as a query string: objects become key=value pairs, arrays repeated keys. */
function toQueryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `q=${encodeAny(String(value))}`;
  }
  return Object.entries(value)
    .flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map(
        (one) =>
          `${encodeAny(key)}=${encodeAny(typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))}`,
      ),
    )
    .join('&');
}

/** A query string near a valid one (one value wrong, one too many), or a hostile one. */
export function hostileQueryNear(example: Record<string, string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileBody(example).map(toQueryString) },
    { weight: 1, arbitrary: fc.constant(toQueryString(example)) },
    { weight: 2, arbitrary: hostileQuery },
  );
}

/** "METHOD /path" of every route an app serves, read from Fastify's printRoutes() tree. */
export function servedRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixAt: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const full = (prefixAt[depth - 1] ?? '') + (match[2] ?? '');
    prefixAt[depth] = full;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${full}`);
    }
  }
  return routes.sort();
}
