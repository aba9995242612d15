export function nonceOf(policy: string | null | undefined): string | undefined;
export function inlineScriptHashes(html: string, nonce: string): string[];
export function hashedPolicy(policy: string, html: string): string | undefined;
