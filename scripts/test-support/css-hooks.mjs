// Node module hooks for the tap unit tests: a stylesheet imported by a web component is Vite's business
// (it bundles the CSS); under Node it is an empty module, so a model test can import a slice whose
// components import their styles.
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return next(url, context);
}
