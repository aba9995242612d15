export function startCacheEventsFeed(options: {
  gatewayOrigin: string;
  secret: string;
  intervalMs: number;
  cache: { purge(tags: string[]): unknown; clear(): unknown };
  log?: (message: string) => void;
}): { healthy(): boolean; stop(): void };
