/** Typed access to the module and event collections for the route files. */
import { getEntry } from 'astro:content';
import type { ModulePage } from '../../collections/modules.ts';

type ModuleId = ModulePage['module'];

async function required<C extends Parameters<typeof getEntry>[0]>(collection: C, id: string, file: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`${file} is missing`);
  return entry;
}

/** content/modules/<id>.json, narrowed to that page's shape. */
export async function getModulePage<K extends ModuleId>(id: K): Promise<Extract<ModulePage, { module: K }>> {
  const entry = await required('modulePages', id, `content/modules/${id}.json`);
  const data = entry.data as ModulePage;
  if (data.module !== id) throw new Error(`content/modules/${id}.json: "module" must be "${id}"`);
  return data as Extract<ModulePage, { module: K }>;
}

export async function getPlans() {
  return (await required('modulePlans', 'plans', 'content/modules/plans.json')).data;
}

export async function getTimeline() {
  return (await required('moduleTimeline', 'timeline', 'content/modules/timeline.json')).data;
}

export async function getEventContent() {
  return (await required('eventPage', 'event', 'content/event/event.json')).data;
}

export async function getEventFaq() {
  return (await required('eventFaq', 'event-faq', 'content/event/event-faq.json')).data.items;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A plain-text answer as the trusted HTML the Accordion expects: one escaped paragraph. */
export function plainTextToHtml(text: string): string {
  return `<p>${text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)}</p>`;
}
