// Types of local-servers.mjs for the TypeScript callers (browser tests, the API's jest projects).
import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;
export function freePort(): Promise<number>;
export const CHROMIUM_ARGS: string[];
export function spawnApi(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  launcher?: 'import' | 'cli';
  inheritEnv?: boolean;
  detached?: boolean;
  keepChars?: number;
}): { child: ChildProcess; output: () => string };
export function waitUntilHealthy(
  baseUrl: string,
  options: { child: ChildProcess; output: () => string; timeoutMs?: number; everyMs?: number },
): Promise<number>;
export function pgBin(): string;
export function pgAsPostgres(): boolean;
export function pgCommand(tool: string, args: string[]): [string, string[]];
export function initdbArgs(dataDir: string, extra?: string[]): string[];
export function pgStartArgs(options: {
  dataDir: string;
  logFile: string;
  port: number;
  socketDir: string;
  settings?: Record<string, string | number>;
  waitSeconds?: number;
}): string[];
export function pgStopArgs(dataDir: string, mode?: 'smart' | 'fast' | 'immediate', waitSeconds?: number): string[];
export function postgresUnavailable(): string | null;
export function runPgTool(tool: string, args: string[], timeoutMs?: number): void;
export function startThrowawayPostgres(options: {
  prefix: string;
  settings?: Record<string, string | number>;
  initdbExtra?: string[];
  waitSeconds?: number;
  prepare?: (dir: string) => void;
}): Promise<{ dir: string; dataDir: string; logFile: string; port: number; url: string; startArgs: string[] }>;
