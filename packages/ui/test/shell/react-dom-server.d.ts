// @types/react-dom is not a dependency of this package; the server render test needs only this.
declare module 'react-dom/server' {
  export function renderToString(node: import('react').ReactNode): string;
}
