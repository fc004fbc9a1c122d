/**
 * Minimal types for the untyped libraries the event hero imports on idle (three ships no types
 * in this version's package and @types/three is not installed; vanta has none). Only what
 * CloudBackground.astro touches is described.
 */
declare module 'three' {
  export const Camera: unknown;
  export const Color: unknown;
  export const Mesh: unknown;
  export const PlaneGeometry: unknown;
  export const Scene: unknown;
  export const ShaderMaterial: unknown;
  export const TextureLoader: unknown;
  export const Vector2: unknown;
  export const Vector3: unknown;
  export const WebGLRenderer: unknown;
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
