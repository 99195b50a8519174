declare module "stopword" {
  /** English stopwords (108 of them). */
  export const eng: string[];
  /** Little words of the languages a query may be typed in abroad: Spanish, French, German, Italian, Portuguese, Dutch. */
  export const spa: string[];
  export const fra: string[];
  export const deu: string[];
  export const ita: string[];
  export const por: string[];
  export const nld: string[];
}
