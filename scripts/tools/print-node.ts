// Shows which Node runs the build: the project brings its own (devDependency "node"),
// because Astro needs Node 22.12 or newer and these machines ship Node 20.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
console.log(`Building with Node ${process.version} (${process.execPath})`);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error('Astro needs Node 22.12 or newer. Run "npm ci" first: it installs a supported Node for the scripts.');
  process.exit(1);
}
