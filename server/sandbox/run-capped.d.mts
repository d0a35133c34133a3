import type { ProcessRequest, ProcessResult } from './process.js';

export declare const runningGroups: Set<number>;
export declare function runCapped(request: ProcessRequest): Promise<ProcessResult>;
