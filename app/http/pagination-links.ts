/** How many rows a page of an admin list holds, unless the request asks for another `limit`. */
export const PAGE_SIZE = 50;
/** The largest `limit` a request may ask for. */
export const MAX_PAGE_SIZE = 100;

/**
 * The RFC 8288 `Link` header of a paged list: first, prev, next and last, each the request's own
 * URL with only `page` changed.
 */
export function paginationLinks(
  url: URL,
  { page, limit, total }: { page: number; limit: number; total: number },
) {
  const last = Math.max(1, Math.ceil(total / limit));
  const at = (target: number) => {
    const link = new URL(url);
    link.searchParams.set("page", String(target));
    return link.toString();
  };
  const links = [`<${at(1)}>; rel="first"`];
  if (page > 1) links.push(`<${at(Math.min(page - 1, last))}>; rel="prev"`);
  if (page < last) links.push(`<${at(page + 1)}>; rel="next"`);
  links.push(`<${at(last)}>; rel="last"`);
  return links.join(", ");
}
