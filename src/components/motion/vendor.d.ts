/**
 * Minimal types for the untyped libraries the event hero imports on idle (three ships no types
 * in this version's package and @types/three is not installed; vanta has none). Only what
 * CloudBackground.astro touches is described.
 */
declare module 'three' {
  const three: Record<string, unknown>;
  export = three;
}

declare module 'vanta/src/vanta.clouds.js' {
  interface VantaCloudsOptions {
    el: HTMLElement;
    THREE: unknown;
    [option: string]: unknown;
  }
  const CLOUDS: (options: VantaCloudsOptions) => unknown;
  export default CLOUDS;
}
