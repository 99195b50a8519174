/**
 * @file Assembles the engine's WebAssembly kernels (`native/simd/*.wat`) into TypeScript modules
 * holding their bytes, so that they load the same under tsx, vitest and the bundled app, with no
 * file to find at run time. Runs at development time: `node build/wasm.mjs`; a unit test checks
 * that the committed bytes are those of the source.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import initWabt from "wabt";

const KERNELS = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "native", "simd");

/** The binary of one .wat file, base64. */
export async function assemble(watFile) {
  const wabt = await initWabt();
  const module = wabt.parseWat(path.basename(watFile), await fs.readFile(watFile, "utf8"), { simd: true });
  try {
    module.validate();
    return Buffer.from(module.toBinary({}).buffer).toString("base64");
  } finally {
    module.destroy();
  }
}

/** The TypeScript module committed beside a kernel. */
export function moduleText(watName, base64) {
  return `// Generated from ${watName} by build/wasm.mjs: edit the .wat and run \`node build/wasm.mjs\`.\nexport const WASM_BASE64 = "${base64}";\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of (await fs.readdir(KERNELS)).filter((f) => f.endsWith(".wat"))) {
    const out = path.join(KERNELS, name.replace(/\.wat$/, ".wasm.ts"));
    await fs.writeFile(out, moduleText(name, await assemble(path.join(KERNELS, name))));
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  }
}
