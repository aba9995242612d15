/** The tab's sessionStorage, or undefined where there is none (the server) or it refuses access (privacy settings). */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
