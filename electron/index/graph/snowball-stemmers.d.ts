declare module "snowball-stemmers" {
  /** A language's Snowball stemmer ("turkish", "finnish", …): the stem of a word, its endings taken off. */
  export function newStemmer(language: string): { stem(word: string): string };
  export function algorithms(): string[];
}
