// The built CLI's entry (scripts/build-cli.mjs bundles it into dist-cli/cli.cjs, which the launcher beside it runs).
import { main } from './cli.ts';

main();
