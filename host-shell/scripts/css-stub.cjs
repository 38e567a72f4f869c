// Node cannot load stylesheets: a component's `import './x.css'` is nothing when it is rendered at build time.
require.extensions['.css'] = () => undefined;
