// Which code may import which (npm run lint:imports; docs/architecture.md draws it): src/shared is imported by both
// sides and imports neither; the server and the web app talk over HTTP only; inside each, imports
// run one way, down the layers below. Tests, src/server/testing and src/web/testing may import
// anything.

/** Tests and their helpers: they reach into every layer to set a case up. */
const TESTS = ['\\.test\\.tsx?$', '^src/server/testing/', '^src/web/testing/'];

/**
 * The server's layers, from the ground up. A folder (or a file at src/server's top) imports only
 * from folders on the layers below its own, never from one beside it: a folder beside another
 * that needs it moves up a layer, or the shared part moves down. Every folder of src/server is on
 * one layer (rule server-folder-on-a-layer); testing/ is left out, as tests are.
 */
const SERVER_LAYERS = [
  // The ground: each stands on src/shared and packages alone.
  ['config.ts', 'db', 'jobs', 'logging', 'plugins', 'web-pages'],
  // Tables and primitives over the database and the config.
  ['live', 'rate-limit', 'repositories', 'secrets'],
  // Fastify's side: errors, forms, serialising, the node server.
  ['http'],
  // Domain: what the rest builds on.
  ['audit', 'holds', 'images', 'invoices', 'storefront'],
  ['settings', 'tracking'],
  // Mails are queued by the domain above, in its transactions (the outbox).
  ['mail'],
  ['appointments', 'auth', 'leads', 'payees'],
  // A booking reserves an appointment, issues a tracking link and queues its mails.
  ['bookings'],
  // Bank statements confirm bookings and reopen lapsed ones.
  ['payments'],
  // The ways in: HTTP routes and the command line.
  ['cli', 'routes'],
  ['app.ts'],
  ['main.ts'],
];

const serverPath = (name) =>
  name.endsWith('.ts') ? `^src/server/${name.replaceAll('.', '\\.')}$` : `^src/server/${name}/`;

const layerRules = SERVER_LAYERS.flatMap((layer, level) =>
  layer.flatMap((name) => {
    const above = SERVER_LAYERS.slice(level + 1).flat();
    const beside = layer.filter((other) => other !== name);
    // The top has nothing above it (an empty `path` would match every module).
    if (above.length + beside.length === 0) return [];
    return {
      name: `server-layers: ${name}`,
      comment: `src/server/${name} is on layer ${level + 1} of .dependency-cruiser.cjs: it imports only from the layers below it.`,
      severity: 'error',
      from: { path: serverPath(name), pathNot: TESTS },
      to: { path: [...beside, ...above].map(serverPath) },
    };
  }),
);

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

const webPath = (name) =>
  /\.tsx?$/.test(name) ? `^src/web/${name.replaceAll('.', '\\.')}$` : `^src/web/${name}/`;

const webLayerRules = WEB_LAYERS.flatMap((layer, level) =>
  layer.flatMap((name) => {
    const above = WEB_LAYERS.slice(level + 1).flat();
    const beside = layer.filter((other) => other !== name);
    if (above.length + beside.length === 0) return [];
    return {
      name: `web-layers: ${name}`,
      comment: `src/web/${name} is on layer ${level + 1} of the web app's layers in .dependency-cruiser.cjs: it imports only from the layers below it.`,
      severity: 'error',
      from: { path: webPath(name), pathNot: TESTS },
      to: { path: [...beside, ...above].map(webPath) },
    };
  }),
);

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
    {
      name: 'server-folder-on-a-layer',
      comment:
        'A folder or top file of src/server that is on no layer escapes the layer rules: add it to SERVER_LAYERS.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [...TESTS, ...SERVER_LAYERS.flat().map(serverPath)] },
      to: {},
    },
    ...layerRules,
    {
      name: 'web-features-apart',
      comment:
        'A web feature imports no other feature: what two share moves down to lib/, i18n/ or components/ (pure domain code to src/shared), and app/ puts features together.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-folder-on-a-layer',
      comment:
        'A folder or top file of src/web that is on no layer escapes the layer rules: add it to WEB_LAYERS.',
      severity: 'error',
      from: {
        path: '^src/web/',
        pathNot: [...TESTS, ...WEB_LAYERS.flat().map(webPath)],
      },
      to: {},
    },
    ...webLayerRules,
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
