import { isPlatform } from '../../permission/platform.ts';
import { matchWildcard } from '../../permission/wildcard.ts';
import type { VectorKind } from '../vector-kind.ts';

interface WildcardInput {
  readonly pattern: string;
  readonly input: string;
  readonly platform?: string;
}

/** `wildcard` vectors: `{pattern, input, platform?}` → `{matched}`. */
export const wildcardKind: VectorKind = {
  run(raw: unknown) {
    const input = raw as WildcardInput;
    return { matched: matchWildcard(input.input, input.pattern, isPlatform(input.platform) ? input.platform : 'linux') };
  },
};
