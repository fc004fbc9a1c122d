/**
 * ROI calculator island (/roi). Results follow every keystroke; a polite live region sums them up
 * once the visitor pauses, so a screen reader is not interrupted on every digit. A box keeps what
 * the visitor typed until they leave it, then shows the number that was understood (the reading
 * rules are in src/lib/shared/roi.ts).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  ROI_DEFAULTS,
  ROI_EURO_FIELDS,
  ROI_INTEGER_FIELDS,
  ROI_MAXIMA,
  parseRoiInput,
  roiFigures,
  type RoiField,
} from '../../lib/shared/roi.ts';
import { SHARE_REQUESTED, readRoiParameters, roiBoxTexts, withRoiFragment } from '../../lib/shared/roi-share.ts';
import { fill } from '../../lib/shared/template.ts';
import { formatEuro, formatNumber, localizePath, type Lang } from '../../lib/shared/i18n.ts';
import type { RoiCopy } from '../../schemas/roi-copy.ts';
import './RoiCalculator.scss';

const FIELDS: RoiField[] = ['agents', 'salary', 'visitors', 'orderValue'];
/** Pause after the last keystroke before the summary is announced. */
const ANNOUNCE_DELAY_MS = 700;

/** The words the island shows; the assumptions are rendered by the page, without JavaScript. */
type RoiCalculatorCopy = Omit<RoiCopy, 'assumptions' | 'assumptionsTitle' | 'noscriptNote' | 'loadLateNote'>;

interface Props {
  copy: RoiCalculatorCopy;
  /** The page's edition: how numbers are written and where the call to action leads. */
  lang: Lang;
}

type Texts = Record<RoiField, string>;

const defaultTexts = (): Texts => ({
  agents: String(ROI_DEFAULTS.agents),
  salary: String(ROI_DEFAULTS.salary),
  visitors: String(ROI_DEFAULTS.visitors),
  orderValue: String(ROI_DEFAULTS.orderValue),
});

/**
 * The first state: the spec's defaults on the server; in the browser, the figures of a link, which
 * the page's script (restore-from-address.ts) has already written into the boxes and the results and
 * left on the form (data-restored), so the first render matches the page it hydrates (no result
 * ever shows the defaults beside restored boxes).
 */
function firstTexts(lang: Lang): { texts: Texts; fromAddress: boolean } {
  if (typeof document === 'undefined') return { texts: defaultTexts(), fromAddress: false };
  const restored = document.querySelector('form.roi__form[data-restored]')?.getAttribute('data-restored');
  const { inputs, fromAddress } = readRoiParameters(restored ?? '');
  return { texts: fromAddress ? roiBoxTexts(inputs, lang) : defaultTexts(), fromAddress };
}

/** Where "Copy a link to these figures" stands: the link it made, and whether the clipboard took it. */
type Share = { state: 'idle' } | { state: 'copied' | 'failed'; link: string };

/** One result: its name, the figure (`result` names it for the page's scripts and tests), how it is reached. */
function ResultFigure({
  copy,
  result,
  value,
  className = 'roi__figure',
}: {
  copy: { label: string; note: string };
  result: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{copy.label}</dt>
      <dd className="roi__value" data-result={result}>
        {value}
      </dd>
      <dd className="roi__note">{copy.note}</dd>
    </div>
  );
}

/** A box's label as a sentence names it: "support agents". */
function fieldName(copy: RoiCalculatorCopy, field: RoiField): string {
  return copy.fields[field].label.toLowerCase();
}

export default function RoiCalculator({ copy, lang }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [first] = useState(() => firstTexts(lang));
  const [texts, setTexts] = useState<Texts>(first.texts);
  // Every field whose typed value is above its maximum, in the order they were capped.
  const [capped, setCapped] = useState<readonly RoiField[]>([]);
  // Every box left holding something that is not a number (it reads 0), with what it held: said
  // once the visitor leaves the box, not at each key of a number still being typed (WCAG 3.3.1).
  const [unreadable, setUnreadable] = useState<ReadonlyArray<{ field: RoiField; text: string }>>([]);
  const [announcement, setAnnouncement] = useState('');

  const inputs = useMemo(
    () => ({
      agents: parseRoiInput('agents', texts.agents).value,
      salary: parseRoiInput('salary', texts.salary).value,
      visitors: parseRoiInput('visitors', texts.visitors).value,
      orderValue: parseRoiInput('orderValue', texts.orderValue).value,
    }),
    [texts],
  );
  const shown = useMemo(() => roiFigures(inputs, lang), [inputs, lang]);
  const [share, setShare] = useState<Share>({ state: 'idle' });
  const shareLinkRef = useRef<HTMLInputElement>(null);
  // The link the clipboard refused is put under the visitor's hands, selected, ready to copy.
  useEffect(() => {
    if (share.state === 'failed') shareLinkRef.current?.focus();
  }, [share]);

  // Announce after a pause; the first render (defaults) is not announced.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => setAnnouncement(fill(copy.announcement, { ...shown })), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
    // Re-run only when a shown figure changes: `shown` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.revenue, shown.savings, shown.roi, touched]);

  const onChange = (field: RoiField, raw: string) => {
    const parsed = parseRoiInput(field, raw);
    setTexts((t) => ({ ...t, [field]: raw }));
    setCapped((current) => {
      const others = current.filter((f) => f !== field);
      return parsed.capped ? [...others, field] : others.length === current.length ? current : others;
    });
    setTouched(true);
    // A link copied before this change no longer holds what the boxes show.
    setShare({ state: 'idle' });
  };

  const onBlur = (field: RoiField) => {
    const raw = formRef.current?.elements.namedItem(field);
    const text = raw instanceof HTMLInputElement ? raw.value : '';
    setUnreadable((current) => [
      ...current.filter((entry) => entry.field !== field),
      ...(parseRoiInput(field, text).readable ? [] : [{ field, text: text.trim() }]),
    ]);
    setTexts((t) => ({ ...t, [field]: parseRoiInput(field, t[field], lang).normalized }));
  };

  // The figures go into a link only when the visitor asks for one: the page's own address never
  // holds them, so analytics (with consent) records a visit to /roi, not a store's figures.
  const copyLink = async () => {
    const link = new URL(withRoiFragment(window.location.pathname, inputs), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      setShare({ state: 'copied', link });
    } catch {
      // No clipboard (an insecure address, a refusal): the link is shown for the visitor to copy.
      setShare({ state: 'failed', link });
    }
  };
  const [addressed, setAddressed] = useState(first.fromAddress);

  // The hand-over carries figures the visitor gave (typed, or arrived with), never the untouched
  // defaults: a lead must not quote an estimate nobody made.
  const handoverPath = localizePath(copy.handoverHref, lang);

  // The island loads on the first focus or key in it (client:intent): what the visitor typed in the
  // meantime is in the boxes, not in the state. Hydration leaves it there; take it over, and show
  // the understood value in a box the visitor has already left.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of FIELDS) {
      const box = form.elements.namedItem(field);
      if (!(box instanceof HTMLInputElement) || box.value === first.texts[field]) continue;
      onChange(field, box.value);
      if (box !== document.activeElement) onBlur(field);
    }
    // Figures restored from a link (src/components/sections/roi/restore-from-address.ts) are the visitor's.
    if (form.hasAttribute('data-restored')) setAddressed(true);
    const island = form.closest('astro-island');
    if (island?.hasAttribute(SHARE_REQUESTED)) {
      island.removeAttribute(SHARE_REQUESTED);
      void copyLink();
    }
    form.setAttribute('data-hydrated', '');
    // Once, at hydration: the page's edition (the one prop onBlur reads) never changes on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="roi">
      <form
        ref={formRef}
        className="roi__form"
        onSubmit={(e) => e.preventDefault()}
        aria-labelledby={`${id}-form-title`}
        noValidate
      >
        <h2 id={`${id}-form-title`} className="roi__title">
          {copy.formTitle}
        </h2>
        <p className="roi__intro">{copy.formIntro}</p>
        {FIELDS.map((field) => {
          const f = copy.fields[field];
          const integer = ROI_INTEGER_FIELDS.has(field);
          return (
            <div className="roi__field" key={field}>
              <label htmlFor={`${id}-${field}`}>{f.label}</label>
              <div className={f.unit ? 'roi__box roi__box--unit' : 'roi__box'}>
                {f.unit && (
                  <span className="roi__unit" aria-hidden="true">
                    {f.unit}
                  </span>
                )}
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type="text"
                  inputMode={integer ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  spellCheck={false}
                  value={texts[field]}
                  aria-describedby={`${id}-${field}-hint`}
                  aria-invalid={!parseRoiInput(field, texts[field]).readable || undefined}
                  onChange={(e) => onChange(field, e.currentTarget.value)}
                  onBlur={() => onBlur(field)}
                />
              </div>
              <p className="roi__hint" id={`${id}-${field}-hint`}>
                {f.hint}
              </p>
            </div>
          );
        })}
        <p className="roi__capped" role="status">
          {[
            ...unreadable.map(({ field, text }) =>
              fill(copy.unreadableMessage, { field: fieldName(copy, field), text }),
            ),
            ...capped.map((field) =>
              fill(copy.cappedMessage, {
                field: fieldName(copy, field),
                max: ROI_EURO_FIELDS.has(field)
                  ? formatEuro(ROI_MAXIMA[field], lang, 0)
                  : formatNumber(ROI_MAXIMA[field], lang),
              }),
            ),
          ].join(' ')}
        </p>
      </form>

      <section className="roi__results" aria-labelledby={`${id}-results-title`}>
        <h2 id={`${id}-results-title`} className="roi__title">
          {copy.resultsTitle}
        </h2>
        <dl className="roi__figures">
          <ResultFigure copy={copy.results.additionalRevenue} result="revenue" value={shown.revenue} />
          <ResultFigure copy={copy.results.operationalSavings} result="savings" value={shown.savings} />
          <ResultFigure
            copy={copy.results.roiPercent}
            result="roi"
            value={shown.roi}
            className="roi__figure roi__figure--roi"
          />
        </dl>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-roi-announcer>
          {announcement}
        </p>
        <div className="roi__cta">
          <p className="roi__cta-title">{copy.ctaTitle}</p>
          <p>{copy.ctaText}</p>
          <div className="roi__cta-actions">
            <a
              className="button button--light"
              href={touched || addressed ? withRoiFragment(handoverPath, inputs) : handoverPath}
              data-roi-handover
            >
              {copy.handoverLabel}
            </a>
            <a className="button roi__secondary" href={localizePath(copy.ctaHref, lang)}>
              {copy.ctaLabel}
            </a>
          </div>
          <div className="roi__share">
            <button
              type="button"
              className="roi__share-button"
              onClick={() => void copyLink()}
              aria-describedby={`${id}-share-note`}
            >
              {copy.shareLabel}
            </button>
            <p id={`${id}-share-note`}>{copy.shareNote}</p>
            <p role="status">
              {share.state === 'copied' ? copy.shareCopied : share.state === 'failed' ? copy.shareFailed : ''}
            </p>
            {share.state === 'failed' && (
              <input
                ref={shareLinkRef}
                className="roi__share-link"
                type="text"
                readOnly
                value={share.link}
                aria-label={copy.shareLinkLabel}
                onFocus={(e) => e.currentTarget.select()}
              />
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
