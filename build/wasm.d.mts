/** The binary of one .wat file, base64. */
export function assemble(watFile: string): Promise<string>;
/** The TypeScript module committed beside a kernel. */
export function moduleText(watName: string, base64: string): string;
