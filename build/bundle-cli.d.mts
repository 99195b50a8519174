// Types for bundle-cli.mjs, which the tests import.
export function bundleCli(): Promise<void>;
export function packWinkModel(out: string): Promise<void>;
export function asciiEscaped(code: string): string;
export function copyKeepingTime(from: string, to: string): void;
export function lazyLemmaTables(source: string): string;
