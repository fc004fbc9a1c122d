/**
 * The parts of three.js that Vanta's shader effects (clouds) use, so the bundler can leave the
 * rest of the library out. Vanta takes this module's namespace as its `THREE` option.
 */
export {
  Camera,
  Color,
  Mesh,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  TextureLoader,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
