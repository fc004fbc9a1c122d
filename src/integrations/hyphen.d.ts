/** The part of the npm `hyphen` package (no types of its own) that the soft-hyphen step uses. */
declare module 'hyphen/bg/index.js' {
  interface HyphenOptions {
    /** What marks a break (U+00AD, the soft hyphen, by default). */
    hyphenChar?: string;
    /** Words shorter than this are returned as they are. */
    minWordLength?: number;
  }
  const hyphen: { hyphenateSync(text: string, options?: HyphenOptions): string };
  export default hyphen;
}
