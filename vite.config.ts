import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web and builds into dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Chrome and Edge since 66, Firefox since 115 and Safari since 17 preload modules themselves;
    // an older iPhone without the polyfill only fetches the form's chunks when it imports them.
    // It saves ~300 B gzip of the entry, which the WhatsApp agreement and the code step needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk beside the entry: left to itself, the
        // bundler splits what lazy pages share with it into many small chunks, which compress
        // worse and cost a request each (issue 23's path budget).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The path to payment's lazy texts with their form messages, which the admin area
            // reads too: otherwise those messages alone make one more small chunk on the path.
            // The success and tracking pages' texts (en-lazy.ts) stay out: they come after it.
            {
              name: 'lazy-messages',
              test: /src[\\/](web[\\/]i18n[\\/](en-booking-path|booking-path-messages)|shared[\\/]validation[\\/]lazy-form-messages)\.ts$/,
            },
            // What the booking form and the payment page share, and the customer form's parts,
            // each kept in one chunk whichever other lazy page imports a piece of it (the
            // complaint page takes the order number's pattern, the form, the alert): left to
            // itself the bundler splits them by importer into many small chunks, and the path to
            // payment grew by 1.3 KB of requests and preloads (issue 37). Their dependencies stay
            // where the bundler puts them: zod, for one, is no part of the booking path's chunk.
            // The payment page's home-fitting charge and its tax arithmetic go here too, so the
            // path does not take price.ts's chunk for them (issue 38).
            {
              name: 'booking-path',
              includeDependenciesRecursively: false,
              test: /src[\\/](shared[\\/](appointments[\\/]appointment-(fields|schema)|booking[\\/](order-number|booking-schema)|storefront[\\/]payee|payment[\\/]upi|pricing[\\/](home-charge|taxable-value))\.ts|web[\\/](components[\\/](form[\\/]choice-card|appointment-calendar)\.tsx|i18n[\\/]use-lazy-form-message\.ts|lib[\\/](use-availability|use-fitting-places|fitting-place)\.ts))$/,
            },
            {
              name: 'use-form',
              includeDependenciesRecursively: false,
              test: /src[\\/]web[\\/](i18n[\\/]use-form-message|lib[\\/]forms[\\/](check-form|rewrite-as-typed|use-form))\.ts$/,
            },
            // The complaint page in one chunk with its schemas and texts (the admin queue shares
            // their rules): one more file name in the entry's list of what each page preloads.
            {
              name: 'complaint-page',
              includeDependenciesRecursively: false,
              test: /src[\\/](web[\\/](features[\\/]complaint[\\/].*|i18n[\\/](en-complaints|complaint-messages)\.ts)|shared[\\/]complaints[\\/](complaint-rules|complaint-schema|complaint-messages)\.ts)$/,
            },
            {
              name: 'use-request',
              includeDependenciesRecursively: false,
              test: /src[\\/]web[\\/](components[\\/]ui[\\/]alert\.tsx|lib[\\/]use-request\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` proxies the API to `npm run dev:server`.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
