// Text placed in HTML or SVG (XML) markup: the five characters either could read as markup become
// character references. `&#39;` rather than `&apos;`: both languages read it.
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => REFERENCES[c]!);
