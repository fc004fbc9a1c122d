/**
 * The scope attribute (`data-astro-cid-…`) a component with scoped styles passes to a child
 * component, for the child to put on the elements the caller styles. Astro passes it as `true`,
 * which a spread writes as `="true"`; written bare here, as on the caller's own elements.
 */
export function bareScope(rest: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(rest).map((key) => [key, '']));
}
