// The files of wink-eng-lite-web-model that wink-model.ts imports one by one: CommonJS, untyped,
// handed to wink-nlp as they are.
declare module "wink-eng-lite-web-model/dist/*" {
  const part: unknown;
  export default part;
}
