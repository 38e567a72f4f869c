// How every `npm run <command>` of the API ends: the exit code main returns; a settings or usage problem
// (ConfigError) printed as its message with code 2, anything else with its stack and code 1.
import { ConfigError } from '../config';

export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(error instanceof ConfigError ? 2 : 1);
    },
  );
}
