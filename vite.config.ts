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
            // The lazy pages' texts with their form messages, which the admin area reads too:
            // otherwise those messages alone make one more small chunk on the path to payment.
            // What only the booking form and the payment page (and the tracking page's move form)
            // use: the calendar, the booking schema and the payee. Left to itself the bundler gives
            // each its own small chunk, one more request and ~100 B of imports and file names each;
            // together they cost the path ~620 B less. Their dependencies (zod, the form hook) stay
            // where they are, so pages without a form download nothing more.
            {
              name: 'booking-path',
              test: /src[\\/](web[\\/](components[\\/](appointment-calendar|form[\\/]choice-card)|lib[\\/]use-availability|i18n[\\/]use-lazy-form-message)|shared[\\/](appointments[\\/]appointment-(fields|schema)|booking[\\/](order-number|booking-schema)|storefront[\\/]payee|payment[\\/]upi))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'lazy-messages',
              test: /src[\\/](web[\\/]i18n[\\/](en-lazy|lazy-messages)|shared[\\/]validation[\\/]lazy-form-messages)\.ts$/,
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
