/**
 * jsonc-parser's `visit`, walked with an explicit stack instead of recursion.
 *
 * jsonc-parser descends one JavaScript call per `{`/`[`, so a text nested some ten thousand levels deep overflows the
 * stack (the reference's own load dies there with a RangeError). This walk reads the same tokens from the same
 * scanner and makes the same calls, errors included (same codes, offsets, lengths, lines and columns, in the same
 * order), at any depth. Only the callbacks the engine uses are offered; none of them can suppress the walk.
 */
import { createScanner } from 'jsonc-parser';
import type { ParseErrorCode as ErrorCode, SyntaxKind as Kind } from 'jsonc-parser';

// jsonc-parser's const enums, by value (its typings declare them ambient, so they cannot be imported as values here).
const SyntaxKind = { OpenBraceToken: 1, CloseBraceToken: 2, OpenBracketToken: 3, CloseBracketToken: 4, CommaToken: 5, ColonToken: 6, NullKeyword: 7, TrueKeyword: 8, FalseKeyword: 9, StringLiteral: 10, NumericLiteral: 11, LineCommentTrivia: 12, BlockCommentTrivia: 13, LineBreakTrivia: 14, Trivia: 15, Unknown: 16, EOF: 17 } as const satisfies Record<string, Kind>;
const ParseErrorCode = { InvalidSymbol: 1, InvalidNumberFormat: 2, PropertyNameExpected: 3, ValueExpected: 4, ColonExpected: 5, CommaExpected: 6, CloseBraceExpected: 7, CloseBracketExpected: 8, EndOfFileExpected: 9, UnexpectedEndOfComment: 11, UnexpectedEndOfString: 12, UnexpectedEndOfNumber: 13, InvalidUnicode: 14, InvalidEscapeCharacter: 15, InvalidCharacter: 16 } as const satisfies Record<string, ErrorCode>;
type SyntaxKind = Kind;
type ParseErrorCode = ErrorCode;

/** The calls `visitJsonc` makes, each as jsonc-parser's `visit` makes it. */
export interface JsoncVisitor {
  readonly onObjectBegin: (offset: number) => void;
  readonly onObjectEnd: () => void;
  readonly onArrayBegin: (offset: number) => void;
  readonly onArrayEnd: () => void;
  readonly onObjectProperty: (property: string, offset: number, length: number) => void;
  readonly onLiteralValue: (value: unknown, offset: number, length: number) => void;
  readonly onError: (error: ParseErrorCode, offset: number, length: number, startLine: number, startCharacter: number) => void;
}

/** An open container: an array or an object, and whether its next entry needs a comma first. */
interface Open {
  readonly isArray: boolean;
  needsComma: boolean;
}

/** jsonc-parser's ScanError values (UnexpectedEndOfComment 1 … InvalidCharacter 6) → the parse error each is reported as. */
const SCAN_ERRORS: ReadonlyMap<number, ParseErrorCode> = new Map<number, ParseErrorCode>([
  [4, ParseErrorCode.InvalidUnicode],
  [5, ParseErrorCode.InvalidEscapeCharacter],
  [3, ParseErrorCode.UnexpectedEndOfNumber],
  [1, ParseErrorCode.UnexpectedEndOfComment],
  [2, ParseErrorCode.UnexpectedEndOfString],
  [6, ParseErrorCode.InvalidCharacter],
]);

const NONE: readonly SyntaxKind[] = [];

/** Visits a JSONC text (comments and trailing commas allowed, as the reference parses configs). Never throws, never recurses. */
export function visitJsonc(text: string, visitor: JsoncVisitor): void {
  const scanner = createScanner(text, false);
  const fail = (error: ParseErrorCode): void => visitor.onError(error, scanner.getTokenOffset(), scanner.getTokenLength(), scanner.getTokenStartLine(), scanner.getTokenStartCharacter());
  const scanNext = (): SyntaxKind => {
    for (;;) {
      const token = scanner.scan();
      const scanError = scanner.getTokenError();
      if (scanError !== 0) fail(SCAN_ERRORS.get(scanError)!);
      if (token === SyntaxKind.Unknown) fail(ParseErrorCode.InvalidSymbol);
      else if (token !== SyntaxKind.LineCommentTrivia && token !== SyntaxKind.BlockCommentTrivia && token !== SyntaxKind.Trivia && token !== SyntaxKind.LineBreakTrivia) return token;
    }
  };
  // jsonc-parser's handleError: report, then skip tokens until one of `until` (kept) or `after` (consumed).
  const failAndSkip = (error: ParseErrorCode, after: readonly SyntaxKind[], until: readonly SyntaxKind[]): void => {
    fail(error);
    if (after.length + until.length === 0) return;
    for (let token = scanner.getToken(); token !== SyntaxKind.EOF; token = scanNext()) {
      if (after.includes(token)) {
        scanNext();
        return;
      }
      if (until.includes(token)) return;
    }
  };
  const stack: Open[] = [];
  // A value starting at the current token: a literal is read whole (true), a container is opened (true), else false.
  const startValue = (): boolean => {
    const place = (): [number, number] => [scanner.getTokenOffset(), scanner.getTokenLength()];
    switch (scanner.getToken()) {
      case SyntaxKind.OpenBracketToken:
        visitor.onArrayBegin(scanner.getTokenOffset());
        scanNext();
        stack.push({ isArray: true, needsComma: false });
        return true;
      case SyntaxKind.OpenBraceToken:
        visitor.onObjectBegin(scanner.getTokenOffset());
        scanNext();
        stack.push({ isArray: false, needsComma: false });
        return true;
      case SyntaxKind.StringLiteral:
        visitor.onLiteralValue(scanner.getTokenValue(), ...place());
        break;
      case SyntaxKind.NumericLiteral: {
        let value = Number(scanner.getTokenValue());
        if (Number.isNaN(value)) {
          fail(ParseErrorCode.InvalidNumberFormat);
          value = 0;
        }
        visitor.onLiteralValue(value, ...place());
        break;
      }
      case SyntaxKind.NullKeyword:
        visitor.onLiteralValue(null, ...place());
        break;
      case SyntaxKind.TrueKeyword:
        visitor.onLiteralValue(true, ...place());
        break;
      case SyntaxKind.FalseKeyword:
        visitor.onLiteralValue(false, ...place());
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  };
  const close = (open: Open): void => {
    stack.pop();
    const closing = open.isArray ? SyntaxKind.CloseBracketToken : SyntaxKind.CloseBraceToken;
    if (open.isArray) visitor.onArrayEnd();
    else visitor.onObjectEnd();
    if (scanner.getToken() !== closing) failAndSkip(open.isArray ? ParseErrorCode.CloseBracketExpected : ParseErrorCode.CloseBraceExpected, [closing], NONE);
    else scanNext();
  };
  if (scanNext() === SyntaxKind.EOF) return fail(ParseErrorCode.ValueExpected);
  if (!startValue()) return fail(ParseErrorCode.ValueExpected);
  while (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    const closing = open.isArray ? SyntaxKind.CloseBracketToken : SyntaxKind.CloseBraceToken;
    const stops: readonly SyntaxKind[] = [closing, SyntaxKind.CommaToken];
    let token = scanner.getToken();
    if (token === closing || token === SyntaxKind.EOF) {
      close(open);
      continue;
    }
    if (token === SyntaxKind.CommaToken) {
      if (!open.needsComma) fail(ParseErrorCode.ValueExpected);
      token = scanNext();
      if (token === closing) {
        close(open);
        continue;
      }
    } else if (open.needsComma) fail(ParseErrorCode.CommaExpected);
    open.needsComma = true;
    if (open.isArray) {
      if (!startValue()) failAndSkip(ParseErrorCode.ValueExpected, NONE, stops);
      continue;
    }
    // A property: its name, a colon, its value.
    if (token !== SyntaxKind.StringLiteral) {
      failAndSkip(ParseErrorCode.PropertyNameExpected, NONE, stops);
      failAndSkip(ParseErrorCode.ValueExpected, NONE, stops);
      continue;
    }
    visitor.onObjectProperty(scanner.getTokenValue(), scanner.getTokenOffset(), scanner.getTokenLength());
    if (scanNext() !== SyntaxKind.ColonToken) {
      failAndSkip(ParseErrorCode.ColonExpected, NONE, stops);
      continue;
    }
    scanNext();
    if (!startValue()) failAndSkip(ParseErrorCode.ValueExpected, NONE, stops);
  }
  if (scanner.getToken() !== SyntaxKind.EOF) fail(ParseErrorCode.EndOfFileExpected);
}
