/** The longest address a post may have. */
export const SLUG_MAX = 100;

/** What a post's address may be: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A post's address made from its title: accents folded ("Café" to "cafe"), lower case, every run of
 * other characters one hyphen, at most SLUG_MAX characters, never ending in a hyphen.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}
