export function parseTrustProxy(value?: string): boolean | 'loopback' | string[];
export function lastForwardedFor(header: string | null | undefined): string | undefined;
export function clientAddressBehindOneProxy<T>(request: Request, next: () => T): T;
