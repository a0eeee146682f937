import { site } from "#app/content/site.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { agencyLogoJsonLd } from "#app/lib/structured-data/organization.ts";

type PostFacts = {
  slug: string;
  title: string;
  excerpt: string;
  wordCount: number;
  /** ISO times. */
  publishedAt: string;
  updatedAt: string;
};

/** schema.org BlogPosting for one article page, published by the agency itself. */
export function blogPostingJsonLd(post: PostFacts, image = "/og/blog.png") {
  return articleJsonLd(post, { type: "BlogPosting", path: `/blogs/${post.slug}`, image });
}

/** schema.org Article for a case study on /work. */
export function caseStudyJsonLd(post: PostFacts, image = "/og/default.png") {
  return articleJsonLd(post, { type: "Article", path: `/work/${post.slug}`, image });
}

function articleJsonLd(
  post: PostFacts,
  { type, path, image }: { type: string; path: string; image: string },
) {
  const url = absoluteUrl(path);
  const agency = { "@type": "Organization", name: site.name, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: "en-IN",
    wordCount: post.wordCount,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(image),
    author: agency,
    publisher: { ...agency, logo: agencyLogoJsonLd() },
  };
}

/** schema.org Blog for the blog's index page, naming its posts. */
export function blogJsonLd(posts: readonly { slug: string; title: string; publishedAt: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${site.name} Blog`,
    url: absoluteUrl("/blogs"),
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.publishedAt,
      url: absoluteUrl(`/blogs/${post.slug}`),
    })),
  };
}
