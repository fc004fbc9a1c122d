/**
 * Schema of content/strings.json: the interface words of the site chrome, the consent bar and
 * cookie manager, the form sections, the motion sections, the chat assistant, the chat tester and
 * the client demo pages. Every entry says what it is, so a wrong or missing one stops the build
 * with the field named (src/schemas/parse.ts). Words in {braces} are filled in by the site and
 * must stay.
 */
import { z } from 'zod';
import { template as templateField, text as field } from './fields.ts';

/** Interface text: not empty, at most `max` characters (the shared field helper). */
const text = (what: string, max = 200) => field(what, { max });

/** Text that must keep the given {placeholders}. */
const template = (what: string, placeholders: string[], max = 320) => templateField(what, placeholders, { max });

const choice = (what: string) =>
  z.object({ name: text(`${what}: button name in bold`, 40), text: text(`${what}: what it does`) });

export const stringsSchema = z.object({
  page: z.object({
    skipLink: text('Skip link, the first thing a keyboard reaches on every page', 60),
    breadcrumbHome: text("Name of the home page in search results' breadcrumbs", 30),
  }),
  homeHero: z
    .object({
      demo: text('Main button', 40),
      roi: text('Second button', 40),
      lite: text('Button of the still version (reduced motion or Save-Data)', 40),
    })
    .describe('The home page hero'),
  clients: z
    .object({
      homeLabel: text('Name of the client logo list on the home page and /pricing', 60),
      testimonialHeading: text('Heading above the client testimonial', 80),
      caseStudyBadge: text('Badge on a logo that has a case study', 30),
      caseStudyHint: text('Hidden words after that logo, for screen readers', 60),
      caseStudyTitle: template('Tooltip of that logo', ['client'], 80),
      rating: template('Hidden star rating of the testimonial, for screen readers', ['rating'], 60),
    })
    .describe('Client logos and testimonial'),
  plans: z
    .object({
      caption: text('Hidden caption of the plan table', 120),
      featureColumn: text('Heading of the feature column', 40),
      included: text('Hidden word for a ticked cell', 30),
      notIncluded: text('Hidden word for an empty cell', 30),
    })
    .describe('The plan comparison table'),
  searchDemo: z
    .object({
      address: text('Hidden label before the address bar of the search illustration', 30),
      searchBox: text('Hidden label before the search box of the search illustration', 30),
    })
    .describe('The search illustration on /ai-search-engine'),
  caseStudyTable: z
    .object({
      month: text('Column: month', 30),
      interactions: text('Column: interactions', 30),
      found: text('Column: products found', 30),
      sold: text('Column: products sold', 30),
      total: text('Row: total', 30),
      productsAxis: text('Chart: title of the axis of products found and sold', 30),
      inThousands: template('Chart: an axis title whose figures are in thousands', ['axis'], 40),
      euroEquivalent: template('Euro equivalent under a figure in leva', ['euro', 'rate'], 80),
    })
    .describe('The monthly figures table and chart of the case study (the chart reuses the column names)'),
  legal: z
    .object({
      contents: text('Heading of the contents list', 40),
      lastUpdated: text('Words before the date of the last update', 40),
      sectionLink: template('Hidden name of the # link after each section heading', ['section'], 80),
    })
    .describe('Legal pages'),
  assets: z
    .object({
      download: text('Download button', 30),
      format: text('File format after the button text', 20),
      logoOnLight: text('Name of the logo for light backgrounds', 60),
      logoOnDark: text('Name of the logo for dark backgrounds', 60),
      logoMark: text('Name of the logo mark (the symbol alone)', 60),
      clientLogoAlt: template('Alt text of a client logo', ['name'], 80),
    })
    .describe('The downloads on /images'),
  contactDetails: z
    .object({
      email: text('Label of the email address', 30),
      phone: text('Label of the phone number', 30),
      website: text('Label of the website address', 30),
    })
    .describe('The contact details box on /contact'),
  offerBanner: z
    .object({
      regionLabel: text('Name of the banner for screen readers', 40),
      text: text('Banner text', 80),
      button: text('Banner button', 30),
    })
    .describe('The special-offer banner on /event'),
  chrome: z
    .object({
      mainNavLabel: text('Name of the main navigation for screen readers', 40),
      menuLabel: text('Name of the mobile menu for screen readers', 40),
      openMenu: text('Hidden text of the menu button', 40),
      closeMenu: text('Hidden text of the close button in the mobile menu', 40),
      comingSoonBadge: text('Badge beside modules that are not out yet', 30),
      languageLabel: text('Name of the language switcher for screen readers', 30),
      footer: z.object({
        contactHeading: text('Footer: contact column heading', 40),
        companyHeading: text('Footer: company column heading', 40),
        legalHeading: text('Footer: legal column heading', 40),
        newTabNote: text('Hidden note after a social network name, for screen readers', 60),
        rights: text('Footer: text after the company name in the copyright line', 80),
        social: z.object({
          linkedin: text('LinkedIn link name', 30),
          instagram: text('Instagram link name', 30),
          facebook: text('Facebook link name', 30),
        }),
      }),
    })
    .describe('Header, menus and footer'),
  consent: z.object({
    banner: z
      .object({
        regionLabel: text('Name of the consent bar for screen readers', 40),
        policyLink: text('Link to the cookie policy', 60),
        customize: text('Customize button', 30),
        reject: text('Reject button', 30),
        accept: text('Accept button', 30),
        alwaysOn: text('Note beside the essential category', 30),
        cancel: text('Cancel button', 30),
        save: text('Save button', 30),
      })
      .describe('The cookie consent bar'),
    inventory: z
      .object({
        heading: text('Cookie table heading', 80),
        lead: text('Sentence under the cookie table heading', 320),
        tableLabel: text('Name of the scrolling table for screen readers', 60),
        columns: z.object({
          name: text('Column: name', 30),
          domain: text('Column: domain', 30),
          category: text('Column: category', 30),
          purpose: text('Column: purpose', 30),
          keptFor: text('Column: how long it is kept', 30),
        }),
        kinds: z.object({
          cookie: text('Kind: cookie', 30),
          localStorage: text('Kind: local storage', 30),
          sessionStorage: text('Kind: session storage', 30),
        }),
        notInUse: text('Tag of a row the site does not set today (named by the spec, kept for honesty)', 40),
        categoryNotInUse: text(
          'Sentence before the description of a category with no row in use, in the cookie bar and the manager (about the whole category, so in the plural where the language wants it)',
          60,
        ),
      })
      .describe('The cookie table on /cookies'),
    manager: z
      .object({
        noneHeading: text('Heading when no choice is stored', 80),
        noneText: template('Text when no choice is stored', ['months', 'homepage'], 400),
        homepageLink: text('Link text of {homepage} in that text', 40),
        choices: z.object({
          accept: choice('Accept All'),
          reject: choice('Reject All'),
          customize: choice('Customize'),
        }),
        afterChoosing: text('Sentence after the three choices'),
        homeButton: text('Button back to the homepage', 40),
        prefsHeading: text('Heading above the stored choices', 80),
        essential: text('Name of the essential category', 30),
        alwaysOn: text('Note beside the essential category', 30),
        save: text('Save button', 30),
        reset: text('Reset button', 30),
        saved: text('Note after saving'),
        removed: text('Note after resetting'),
        reading: text(
          'Said in place of the switches until the page has read the choice stored in the browser (they would show it wrong)',
        ),
      })
      .describe('The cookie preference manager on /cookies'),
  }),
  forms: z.object({
    contactSection: z
      .object({
        eyebrow: text('Small line above the heading', 40),
        emailLabel: text('Label before the email address', 30),
        phoneLabel: text('Label before the phone number', 30),
      })
      .describe('The "Get in Touch" section around the contact form'),
    waitlistSection: z.object({ eyebrow: text('Small line above the waitlist heading', 40) }),
    honeypotLabel: text('Label of the hidden anti-spam field (only robots see it)', 60),
    requiredNote: text('Line above every lead form saying what the star beside a label means', 80),
    missing: z
      .object({
        fill: text('A required box left empty or holding only spaces', 80),
        tick: text('A required tick box left unticked, such as the privacy policy box', 80),
        choose: text('A required question with round options or a list, left unanswered', 80),
      })
      .describe(
        "What the browser says, on sending, about a required answer left out: in the page's words, not the browser's language",
      ),
  }),
  motion: z.object({
    benefitDotsLabel: text('Name of the benefit dots for screen readers', 60),
    pauseLabel: text('Name of the switch that pauses the moving words, lines and clouds (screen readers)', 60),
  }),
  chat: z
    .object({
      loading: text('While the chat assistant loads'),
      ready: template('When the chat assistant is ready', ['corner']),
      failed: text('When the chat assistant did not load'),
      retry: text('Retry button', 30),
      proactiveMessage: text('Message the assistant shows by itself after 20 seconds (Bulgarian)'),
      corners: z.object({
        bottomLeft: text('Name of the bottom-left corner', 30),
        bottomRight: text('Name of the bottom-right corner', 30),
      }),
    })
    .describe('The chat assistant on the client demo pages'),
  chatTester: z
    .object({
      storeLabel: text('Store choice label', 40),
      otherProject: text('Choice for a typed project id', 40),
      projectLabel: text('Project id label', 40),
      projectHint: text('Hint of the project id box'),
      load: text('Load button', 30),
      logHeading: text('Event log heading', 40),
      logEmpty: text('Event log before any event'),
      events: z.object({
        requesting: template('Event: script requested', ['detail']),
        loaded: template('Event: widget loaded', ['detail']),
        proactiveShown: template('Event: proactive message shown', ['detail']),
        proactiveCleared: text('Event: proactive message cleared'),
        failed: template('Event: failure', ['detail']),
      }),
    })
    .describe('The internal chat test page /chat-test'),
  provider: z
    .object({
      heading: text('Heading of the company details on the legal pages', 60),
      legalName: text('Label of the registered name', 40),
      legalNameLatin: text('Label of the Latin spelling of the registered name', 40),
      seat: text('Label of the registered office and address', 60),
      uic: text('Label of the company number (UIC/ЕИК)', 40),
      vatNumber: text('Label of the VAT number', 40),
      email: text('Label of the contact e-mail', 30),
      register: text('Sentence naming the register the company is entered in', 160),
    })
    .describe('The provider details the Electronic Commerce Act (Art. 4) requires'),
  demoStore: z
    .object({
      description: template('Search-result description of a demo page', ['store']),
      eyebrow: text('Small line above the title', 40),
      howToHeading: text('How-to heading', 80),
      howToSteps: z.array(text('How-to step', 240)).min(1, 'List at least one step'),
      noticeHeading: text('Notice heading', 80),
      notice: template('The red notice', ['owner', 'brand', 'store'], 400),
      aiDisclosureHeading: text('Heading of the note that the chat is an AI (EU AI Act, Art. 50)', 60),
      aiDisclosure: text('The note that the visitor is talking to an AI, not a person', 300),
      chatNeedsScripts: text('Shown in place of the chat only when JavaScript is off', 200),
    })
    .describe('The client demo pages'),
});

export type UiStrings = z.infer<typeof stringsSchema>;
/** What the browser says about a required answer left out, by kind of control. */
export type MissingAnswerWords = UiStrings['forms']['missing'];
