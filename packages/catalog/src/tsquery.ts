/** A parsed `tsquery` (its text form, as PostgreSQL prints it). */
export type TsQueryNode =
  | {
      kind: 'lexeme';
      lexeme: string;
      prefix: boolean /** Weight bits A 1, B 2, C 4, D 8; 0 for any. */;
      weights: number;
    }
  | { kind: 'not'; operand: TsQueryNode }
  | { kind: 'and' | 'or' | 'phrase'; left: TsQueryNode; right: TsQueryNode };

const WEIGHTS: Record<string, number> = { A: 1, B: 2, C: 4, D: 8 };

/**
 * Parses a tsquery's text (`'sneak':* | 'sneaker' & !'laars':A`, `<->` and `<N>` for phrases) with PostgreSQL's
 * precedence (! before <-> before & before |). Null for an empty query or one it cannot read.
 */
export function parseTsQuery(text: string): TsQueryNode | null {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new SyntaxError(`Unreadable tsquery at ${at}: ${text}`);
  };

  const operand = (): TsQueryNode => {
    skipSpaces();
    if (text[at] === '!') {
      at++;
      return { kind: 'not', operand: operand() };
    }
    if (text[at] === '(') {
      at++;
      const inner = or();
      skipSpaces();
      if (text[at++] !== ')') fail();
      return inner;
    }
    if (text[at++] !== "'") fail();
    let lexeme = '';
    for (;;) {
      const char = text[at++];
      if (char === undefined) fail();
      if (char === '\\') lexeme += text[at++] ?? '';
      else if (char === "'") {
        if (text[at] !== "'") break;
        lexeme += "'";
        at++;
      } else lexeme += char;
    }
    let prefix = false;
    let weights = 0;
    if (text[at] === ':') {
      at++;
      for (;;) {
        const char = text[at];
        if (char === '*') prefix = true;
        else if (char !== undefined && char in WEIGHTS) weights |= WEIGHTS[char]!;
        else break;
        at++;
      }
    }
    return { kind: 'lexeme', lexeme, prefix, weights };
  };

  const phrase = (): TsQueryNode => {
    let left = operand();
    for (;;) {
      skipSpaces();
      const match = /^<(-|\d+)>/.exec(text.slice(at, at + 12));
      if (!match) return left;
      at += match[0].length;
      left = { kind: 'phrase', left, right: operand() };
    }
  };

  const binary = (kind: 'and' | 'or', symbol: string, next: () => TsQueryNode) => (): TsQueryNode => {
    let left = next();
    for (;;) {
      skipSpaces();
      if (text[at] !== symbol) return left;
      at++;
      left = { kind, left, right: next() };
    }
  };
  const and = binary('and', '&', phrase);
  const or: () => TsQueryNode = binary('or', '|', and);

  if (text.trim() === '') return null;
  try {
    const node = or();
    skipSpaces();
    return at === text.length ? node : null;
  } catch {
    return null;
  }
}
