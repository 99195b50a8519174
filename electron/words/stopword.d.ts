declare module "stopword" {
  /** English stopwords (108 of them). */
  export const eng: string[];
}
