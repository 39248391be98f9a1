import type { BuildOptions } from 'esbuild';

export declare const SERVER_BUNDLE_OPTIONS: BuildOptions;
