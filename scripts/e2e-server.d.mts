// Types of e2e-server.mjs for playwright.config.ts.
export function e2eServerEnv(port: number, dataDir: string): Record<string, string>;
export function startE2eServer(
  root: string,
  port: number,
  dataDir: string,
): { ready(ms?: number): Promise<void>; stop(): Promise<void> };
