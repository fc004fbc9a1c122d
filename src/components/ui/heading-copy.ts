// The copy contracts of headings, in a TypeScript module so that every reader of an .astro file
// (astro check, typed lint) resolves them: types exported from an .astro file are opaque to the linter.
/**
 * The one copy contract of a section: the words of its heading, named like the content fields
 * (sectionIntro() in src/schemas/fields.ts, sections: in content/pages/*.md). A section's props
 * extend it (or Pick the fields it shows) and a route spreads the content object in
 * (`<Modules {...copy} />`); the section hands `copy` on to SectionHeading or writes its own h2.
 * A page's h1 takes PageHeadingCopy instead.
 */
export interface HeadingCopy {
  eyebrow?: string | undefined;
  heading: string;
  intro?: string | undefined;
}

/**
 * The words of a page's own heading (the h1 of a page header or a hero), named like the page's
 * content fields (content/pages/*.md: eyebrow, headline, lead); a section's h2 takes HeadingCopy.
 */
export interface PageHeadingCopy {
  eyebrow?: string | undefined;
  headline: string;
  lead?: string | undefined;
}
