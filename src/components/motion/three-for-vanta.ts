/**
 * The parts of three.js that Vanta's shader effects (clouds) use, so the bundler can leave the
 * rest of the library out. Vanta takes them as its `THREE` option.
 */
import {
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

export const THREE = {
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
};
