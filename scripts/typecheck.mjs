// Type-checks the four TypeScript projects side by side: each tsc runs on one core, and one after
// another they left the machine's other core idle for a minute.
import { spawn } from 'node:child_process';

const PROJECTS = [
  'tsconfig.shared.json',
  'tsconfig.web.json',
  'tsconfig.node.json',
  'tsconfig.e2e.json',
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const results = await Promise.all(PROJECTS.map(check));
for (const { project, code, output } of results) {
  // Each project's errors together, not interleaved with the others'.
  if (code !== 0) console.error(`tsc -p ${project} failed:\n${output}`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
