// The npm registry mirror our machines use lacks some platform builds of optional native packages
// (Biome and Tailwind's oxide for Windows, macOS, Android, musl…). `npm install` then leaves them
// out of package-lock.json, and `npm ci` refuses the lockfile as out of sync. This adds a stub entry
// (version and platform only) for each optional dependency the lockfile lacks; npm skips them on
// Linux x64 without downloading anything. Run it after `npm install` changes Biome or Tailwind.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64'];

let added = 0;
for (const [location, meta] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (lock.packages[target]) continue;
    const words = name.split('/').pop().split('-');
    const entry = { version: String(version), optional: true };
    if (meta.dev) entry.dev = true;
    const os = words.find((w) => OS.includes(w));
    const cpu = words.find((w) => CPU.includes(w));
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (words.includes('musl')) entry.libc = ['musl'];
    if (!os && !cpu) {
      console.warn(`skipped ${name} (needed by ${location}): no platform in its name`);
      continue;
    }
    lock.packages[target] = entry;
    added += 1;
  }
}
const sorted = Object.entries(lock.packages).sort(([a], [b]) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
);
lock.packages = Object.fromEntries(sorted);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform stub(s) to package-lock.json`);
