import type { BuildOptions } from 'esbuild';

export declare const SERVER_BUNDLE_OPTIONS: BuildOptions;
export declare const SERVER_WORKER_ENTRIES: Record<string, string>;
