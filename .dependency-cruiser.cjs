// Which code may import which (npm run lint:imports; docs/architecture.md draws it): src/shared
// is imported by both sides and imports neither; the server and the web app talk over HTTP only;
// inside each, imports run one way, down the layers below. Tests, src/server/testing and
// src/web/testing may import anything.

/** Tests and their helpers: they reach into every layer to set a case up. */
const TESTS = ['\\.test\\.tsx?$', '^src/server/testing/', '^src/web/testing/'];

/**
 * The server's layers, from the ground up. A folder (or a file at src/server's top) imports only
 * from folders on the layers below its own, never from one beside it: a folder beside another
 * that needs it moves up a layer, or the shared part moves down. Every folder of src/server is on
 * one layer (rule server-folder-on-a-layer); testing/ is left out, as tests are.
 */
const SERVER_LAYERS = [
  // Where a worker thread's code is, bundled or from the sources: the statement reader's and the
  // database's.
  ['workers'],
  // The ground: each stands on src/shared and packages alone.
  ['config.ts', 'heap-growth.ts', 'db', 'jobs', 'logging', 'plugins', 'web-pages'],
  // Tables and primitives over the database and the config.
  ['live', 'rate-limit', 'repositories', 'secrets'],
  // Fastify's side: errors, forms, serialising, the node server.
  ['http'],
  // Domain: what the rest builds on.
  ['audit', 'holds', 'images', 'invoices', 'storefront'],
  // What customers read (mails, the receipt) in each language, from catalogues.
  ['catalogues'],
  ['settings', 'tracking'],
  // Mail: templates, the outbox worker, the transport contract and e-mail's transports.
  ['mail'],
  // Messaging: the WhatsApp and SMS providers' clients, webhook checks, and their outbox
  // transports (which speak mail's transport contract).
  ['messaging'],
  // The domain above says what happened, in its transactions; a policy per event decides who
  // hears of it, by which channel, and queues the messages in the outbox.
  ['notifications'],
  // mobile-codes: confirming a customer's number with a one-time code (issue 36); complaints:
  // tickets with their acknowledgement, replies and closing; refunds: customers' requests to
  // cancel and the money paid back (issue 37).
  ['appointments', 'auth', 'complaints', 'leads', 'mobile-codes', 'payees', 'refunds'],
  // A booking reserves an appointment, issues a tracking link and queues its mails.
  ['bookings'],
  // Bank statements confirm bookings and reopen lapsed ones.
  ['payments'],
  // Customers' data (decision 0050): the retention round, the download, erasure.
  ['personal-data'],
  // The ways in: HTTP routes and the command line.
  ['cli', 'routes'],
  ['app.ts'],
  ['main.ts'],
];

/**
 * The web app's layers, from the ground up (bulletproof-react's shared → features → app). A
 * folder (or a file at src/web's top) imports only from the layers below its own. What two
 * features share moves down to lib/, i18n/ or components/ (or, when it is pure domain code, to
 * src/shared); app/ is where features are put together. Every folder of src/web is on one layer
 * (rule web-folder-on-a-layer); testing/ is left out, as tests are.
 */
const WEB_LAYERS = [
  // Stores, API calls and helpers over src/shared: the live storefront, the booking selection,
  // every URL (paths.ts), the admin client and the queries several admin pages share.
  ['lib'],
  // The texts in both languages and their formatting: every layer above shows words.
  ['i18n'],
  // UI that pages share, the admin's included.
  ['components'],
  // One folder a page or area; none imports another (rule web-features-apart).
  ['features'],
  // The router, the layouts and the places that put features together.
  ['app'],
  // The browser's entry and the server's page renderer.
  ['main.tsx', 'render-page.tsx'],
];

/** A folder of `tree` (src/server, src/web), or a file at its top, as a path pattern. */
const layerPath = (tree, name) =>
  /\.tsx?$/.test(name) ? `^${tree}/${name.replaceAll('.', '\\.')}$` : `^${tree}/${name}/`;

/**
 * The rules of one tree's layers: every folder is on one (a folder on none would escape them),
 * and each imports only from the layers below its own.
 */
function layerRules(tree, label, layers) {
  const onLayer = (name) => layerPath(tree, name);
  const below = layers.flatMap((layer, level) =>
    layer.flatMap((name) => {
      const above = layers.slice(level + 1).flat();
      const beside = layer.filter((other) => other !== name);
      // The top has nothing above it (an empty `path` would match every module).
      if (above.length + beside.length === 0) return [];
      return {
        name: `${label}-layers: ${name}`,
        comment: `${tree}/${name} is on layer ${level + 1} of ${label.toUpperCase()}_LAYERS in .dependency-cruiser.cjs: it imports only from the layers below it.`,
        severity: 'error',
        from: { path: onLayer(name), pathNot: TESTS },
        to: { path: [...beside, ...above].map(onLayer) },
      };
    }),
  );
  return [
    {
      name: `${label}-folder-on-a-layer`,
      comment: `A folder or top file of ${tree} that is on no layer escapes the layer rules: add it to ${label.toUpperCase()}_LAYERS.`,
      severity: 'error',
      from: { path: `^${tree}/`, pathNot: [...TESTS, ...layers.flat().map(onLayer)] },
      to: {},
    },
    ...below,
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a loop: the layers have a top and a bottom.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'src/shared is imported by the server and the web app alike, so it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TESTS },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'shared-imports-no-node',
      comment: 'src/shared runs in the browser too: no Node built-ins, no I/O.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-imports-only-zod',
      comment:
        'src/shared is schemas, pure rules and types: its one package is zod. Another pure one is added here on purpose.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TESTS },
      to: { path: 'node_modules/', pathNot: 'node_modules/zod/' },
    },
    {
      name: 'server-imports-no-web',
      comment:
        'The server never imports the web app. Its page renderer is the built dist/ssr/render-page.js, loaded at run time by web-pages/load-page-renderer.ts (no import of src/web); share code through src/shared.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: TESTS },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The web app talks to the server over HTTP only; share code through src/shared.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: TESTS },
      to: { path: '^src/server/' },
    },
    {
      name: 'testing-is-for-tests',
      comment:
        'src/server/testing and src/web/testing build apps, databases and fixtures for tests; the app never runs them.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^src/(server|web)/testing/' },
    },
    ...layerRules('src/server', 'server', SERVER_LAYERS),
    {
      name: 'web-features-apart',
      comment:
        'A web feature imports no other feature: what two share moves down to lib/, i18n/ or components/ (pure domain code to src/shared), and app/ puts features together.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    ...layerRules('src/web', 'web', WEB_LAYERS),
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // `import type` counts: a type from a layer above ties the layers as much as a value does.
    tsPreCompilationDeps: true,
    // Resolves package.json's import names (#shared/…, #web/…) as TypeScript does.
    tsConfig: { fileName: 'tsconfig.node.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
