/**
 * The one tone vocabulary of the site: the surface a section, header, card or list sits on.
 * `light` is the page's own background, `alt` the alternate light one, `dark` navy with light text.
 * Section, PageHeader, CardGrid, CheckList, the testimonial, the brand asset cards, the logo, the
 * language switch and every section that passes a tone on take this type. What sits on a surface
 * only needs to know light or dark: its modifier class is `--dark` on `dark` and `--light` on the
 * other two (`tone === 'dark' ? 'dark' : 'light'`). Components import the type only: a value
 * import from a plain module changes the order Vite writes the components' CSS in.
 */
export type Tone = 'light' | 'alt' | 'dark';
