/** Fills {name} placeholders of an interface string: fill('Hi {name}', { name: 'Ana' }) → "Hi Ana". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

/** Splits a string at one {placeholder}, for wrapping what goes there in markup. */
export function splitAt(template: string, placeholder: string): [before: string, after: string] {
  const [before = '', ...rest] = template.split(`{${placeholder}}`);
  return [before, rest.join(`{${placeholder}}`)];
}
