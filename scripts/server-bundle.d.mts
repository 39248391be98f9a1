import type { BuildOptions } from 'esbuild';

export declare const SERVER_BUNDLE_OPTIONS: BuildOptions;
/** The worker threads the server starts (src/server/workers/worker-script.ts finds their code). */
export type ServerWorkerName = 'statement-worker' | 'wal-checkpoint-worker';
export declare const SERVER_WORKER_ENTRIES: Record<ServerWorkerName, string>;
